import Foundation

/// Something an account saved to come back to: a report, a question or a bill, by reference.
public struct Bookmark: Sendable, Hashable {
    /// As people type it, normalised: "R7", "Q12", "hr5376-117".
    public var reference: String
    public var savedAt: Date
}
