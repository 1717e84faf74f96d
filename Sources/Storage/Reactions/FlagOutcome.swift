/// What became of one flag in its batch.
enum FlagOutcome: Sendable {
    case stored
    case flaggedAlready
    /// Its item went away or was hidden between the command's look-up of it (which finds only
    /// visible items) and the commit.
    case refused(AppliedReaction.Refusal)

    /// True when stored, false when the account had flagged the item already; a flag whose item
    /// went away meanwhile throws, as writing it to a missing item did before flags took the
    /// reaction path (and the person hears that it failed, not a thanks).
    func stored() throws -> Bool {
        switch self {
        case .stored: true
        case .flaggedAlready: false
        case .refused(let refusal): throw Refused(refusal: refusal)
        }
    }

    /// A flag the reaction path refused for another reason than "flagged already".
    struct Refused: Error {
        let refusal: AppliedReaction.Refusal
    }
}
