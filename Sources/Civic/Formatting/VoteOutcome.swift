import Chat

/// Whether an official result text says the question carried. Read from the words of the
/// result ("Passed", "Agreed to", "Confirmed" / "Failed", "Rejected", "Defeated"), never from
/// the counts: a 3/5 vote can fail with more yeas than nays.
public enum VoteOutcome: Sendable, Hashable {
    case passed
    case failed
    /// Neither, such as the name of the Speaker elected.
    case other

    private static let failing = ["fail", "reject", "defeat", "not agreed", "not sustained", "not invoked", "not confirmed"]
    private static let carrying = ["pass", "agreed", "confirm", "adopt", "sustain", "invoked", "override", "ratif"]

    public init(result: String) {
        let text = result.lowercased()
        if Self.failing.contains(where: text.contains) {
            self = .failed
        } else if Self.carrying.contains(where: text.contains) {
            self = .passed
        } else {
            self = .other
        }
    }
}

extension StyledText {
    /// An official result in bold, coloured as passed or failed; uncoloured when the outcome is
    /// not a pass/fail (an election's winner).
    public static func outcome(_ text: String, _ outcome: VoteOutcome) -> StyledText {
        switch outcome {
        case .passed: .bold(.colored(StyledText(text), .passed))
        case .failed: .bold(.colored(StyledText(text), .failed))
        case .other: .bold(StyledText(text))
        }
    }
}
