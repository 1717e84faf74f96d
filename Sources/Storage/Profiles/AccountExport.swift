import Foundation

/// Everything stored about one account, for `export me`.
public struct AccountExport: Sendable, Hashable {
    public var account: AccountIdentity
    public var createdAt: Date
    public var profile: Profile?
    /// Their questions, hidden ones included, oldest first.
    public var questions: [Question]
    public var upvotesGiven: Int
    public var comments: Int
    public var flags: Int
    public var verification: Verification?
    /// Bioguide IDs of the members the account follows.
    public var following: [String]
    /// Ids ("hr5376-117") of the bills the account follows.
    public var followingBills: [String]
    /// Comments written under bills.
    public var billComments: Int
    /// The nick last seen with this account (kept so alerts can find them; see the outbox).
    public var lastNick: String?
    /// Alerts for this account waiting in the outbox, and already delivered.
    public var notificationsWaiting: Int
    public var notificationsDelivered: Int
    /// Voting-incident reports filed, hidden ones included, oldest first; and what the account
    /// did with others' reports.
    public var reports: [Incident] = []
    public var incidentLikes = 0
    public var incidentComments = 0
    public var incidentFlags = 0
    /// Saved references ("R7", "Q12", "hr1-117"), oldest first.
    public var bookmarks: [String] = []
    /// Templates written (hidden ones included), oldest first; what the account did with
    /// others' templates; its letters (sent and drafts, oldest first); its letter settings.
    public var templates: [LetterTemplate] = []
    public var templateLikes = 0
    public var templateComments = 0
    public var letters: [Letter] = []
    public var letterWriter = LetterWriter()
    /// Rock posts (hidden ones included), oldest first; likes and comments given to posts;
    /// quiz points won and the rounds they came from.
    public var rockPosts: [RockPost] = []
    public var rockLikes = 0
    public var rockComments = 0
    public var quizPoints = 0
    public var quizRounds = 0
    /// Accounts this account follows as a person (`follow @nick`).
    public var peopleFollowed: [String] = []
    /// Elections the account asked to be reminded of (`remind <election>`).
    public var electionReminders: [ElectionReminderRequest] = []
}
