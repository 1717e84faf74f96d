/// What `TownhallDatabase.ask(_:to:tags:by:at:unlessAskedSince:)` did: asked the question, or
/// found the same person had asked the same member the same thing since the given time.
public enum AskOutcome: Sendable {
    case asked(Question)
    case repeated(questionID: Int64)
}
