/// What a coloured run means, not how it looks: each transport picks its own colour for it
/// (IRC a mIRC colour number, Matrix an HTML colour), so Civic never names a palette.
public enum TextColor: Sendable, Hashable, CaseIterable {
    /// Something carried: a bill that became law, a motion agreed to, a Yea.
    case passed
    /// Something failed: a veto, a defeated bill, a Nay.
    case failed
    /// Secondary detail that should recede.
    case muted
}
