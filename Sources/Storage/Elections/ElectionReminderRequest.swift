import Foundation

/// Someone's standing `remind <election>`: the election as its feed names it, and the election
/// itself when the feed (still) holds it.
public struct ElectionReminderRequest: Sendable, Hashable {
    public var sourceKey: String
    public var electionID: String
    /// The (UTC) day they asked; reminders whose day came before are never sent.
    public var sinceDay: String
    public var createdAt: Date
    /// Nil when a re-import dropped the election from its feed: the request stays, sending nothing.
    public var election: VIPElection?

    public init(sourceKey: String, electionID: String, sinceDay: String, createdAt: Date, election: VIPElection?) {
        self.sourceKey = sourceKey
        self.electionID = electionID
        self.sinceDay = sinceDay
        self.createdAt = createdAt
        self.election = election
    }
}
