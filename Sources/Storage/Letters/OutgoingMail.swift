import Foundation

/// One email Townhall sends: a letter to an office that takes email, a copy to its writer, or
/// an address-confirmation code. The Message-ID is fixed when it is queued, so a resend after a
/// crash carries the same one.
public struct OutgoingMail: Sendable, Hashable {
    public enum Purpose: String, Sendable, Hashable {
        case letter, copy, confirmation
    }

    public var purpose: Purpose
    public var to: String
    public var replyTo: String?
    public var subject: String
    public var body: String
    public var messageID: String
    /// For a letter: which letter and recipient this delivers (their row's status follows).
    public var letterID: Int64?
    public var official: OfficialID?

    /// How long a claim holds a mail (`TownhallDatabase.claimDueMail`): another deliverer — a
    /// second bot process on the same database — does not take it meanwhile, and a mail whose
    /// deliverer died mid-send is due again once it is over. Longer than a round of sending
    /// normally takes (a connection, then a few replies per mail, each within the client's
    /// timeouts).
    public static let claimLease: TimeInterval = 15 * 60

    public init(purpose: Purpose, to: String, replyTo: String? = nil, subject: String, body: String,
                messageID: String, letterID: Int64? = nil, official: OfficialID? = nil) {
        self.purpose = purpose
        self.to = to
        self.replyTo = replyTo
        self.subject = subject
        self.body = body
        self.messageID = messageID
        self.letterID = letterID
        self.official = official
    }
}

/// A queued email claimed for sending: its row id, how many attempts it had (this one
/// included) and whose it is (to tell them when it fails for good).
///
/// The attempt number is also the claim's token: every claim counts one more attempt on the
/// row, so while the row is `sending` with this number no other deliverer has claimed it since.
/// Renewing the lease and completing the mail both require it (no extra column needed).
public struct ClaimedMail: Sendable, Hashable {
    public var id: Int64
    public var mail: OutgoingMail
    /// This attempt's number, counting it; the claim holds while the row still shows it.
    public var attempts: Int
    public var owner: AccountIdentity?
}

/// How a send attempt ended, as the deliverer records it.
public enum MailAttemptResult: Sendable, Hashable {
    case sent
    /// A temporary failure: try again at `retryAt`.
    case retry(at: Date, reason: String)
    /// A permanent failure; `notice` (if any) is queued as a DM to the owner.
    case failed(reason: String, notice: String?)
}
