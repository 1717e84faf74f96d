import Foundation

/// A letter to officials: a draft until it is sent, then one delivery per recipient.
public struct Letter: Sendable, Hashable {
    /// Where a draft's dialogue stands, kept so `draft L9` resumes it after a restart.
    public enum Stage: String, Sendable, Hashable {
        case recipients, body, signature, preview
        /// Sent: no longer a draft.
        case sent
    }

    public var id: Int64
    public var author: AccountIdentity
    /// The template it was started from, if any (nil also when that template was deleted).
    public var templateID: Int64?
    public var body: String
    /// The name it is signed with.
    public var signature: String?
    public var stage: Stage
    public var recipients: [LetterRecipient]
    public var createdAt: Date
    public var updatedAt: Date
    public var sentAt: Date?

    /// As people type it: "L9".
    public var reference: String { "L\(id)" }
}

/// One recipient of a letter and how its delivery stands.
public struct LetterRecipient: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        /// Chosen in a draft, nothing sent yet.
        case draft
        /// Waiting in the outgoing-mail queue (or for a retry).
        case queued
        /// Handed to the mail server; the bot may have died before it answered.
        case sending
        /// The server accepted it, or the writer said they sent it themselves.
        case sent
        /// Refused for good; `reason` says why.
        case failed
        /// No email route: the writer pastes it into the office's contact form.
        case yourTurn = "your-turn"
    }

    /// A member of Congress or a state official; stored as the id their data gives them, so a
    /// Bioguide id written before state officials could get letters reads as it always did.
    public var official: OfficialID
    public var status: Status
    public var reason: String?

    public init(official: OfficialID, status: Status, reason: String? = nil) {
        self.official = official
        self.status = status
        self.reason = reason
    }
}
