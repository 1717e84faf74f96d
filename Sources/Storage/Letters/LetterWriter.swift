/// What a person's letters need to know about them, asked once and kept: the name they sign
/// with, their city (for `{my_city}`), and their confirmed email address (Reply-To, copies).
public struct LetterWriter: Sendable, Hashable {
    public var signatureName: String?
    public var city: String?
    public var email: String?
}
