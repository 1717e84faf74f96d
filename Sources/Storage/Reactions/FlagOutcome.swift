/// What became of one flag in its batch.
public enum FlagOutcome: Sendable, Hashable {
    case stored
    case flaggedAlready
    /// The item is not there (never was, or went away before the commit).
    case noSuchItem
    /// A moderator hid the item: its flags are settled.
    case hidden(reason: String)

    /// True when stored, false when the account had flagged the item already; a flag whose item
    /// went away between the command's look-up of it (which finds only visible items) and the
    /// commit throws, and the person hears that it failed, not a thanks.
    public func stored() throws -> Bool {
        switch self {
        case .stored: true
        case .flaggedAlready: false
        case .noSuchItem, .hidden: throw Refused(outcome: self)
        }
    }

    /// A flag the reaction path refused for another reason than "flagged already".
    struct Refused: Error {
        let outcome: FlagOutcome
    }
}
