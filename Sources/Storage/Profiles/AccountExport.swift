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
    /// The officials the account follows: members of Congress and state or city officials.
    public var following: [OfficialID]
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
    /// Every comment written, in full: on questions, bills, reports, templates and rock posts,
    /// oldest first.
    public var commentsWritten: [Comment] = []
    /// What the account flagged (questions and reports), with the reason it gave, oldest first.
    public var flagsGiven: [Flag] = []
    /// An address waiting for its confirmation code (`email <address>`).
    public var pendingEmail: String?
    /// Every email queued for the account or by it, in full: codes and copies to its address, its
    /// letters to offices. Oldest first.
    public var mail: [Mail] = []
    /// The alerts kept for the account, waiting and delivered, in full. Oldest first.
    public var alerts: [Alert] = []
    /// Quizzes the account started, oldest first (the runs stay after `forget me`, nameless:
    /// others' points belong to them).
    public var quizzesStarted: [QuizStart] = []
    /// The Matrix room the bot keeps as its DM with the account, to reach it with alerts.
    public var directRoom: String?
    /// The Matrix rooms the account brought the bot into in the last day, counted for the invite
    /// cap (kept through `forget me`, on purpose). Oldest first.
    public var roomsInvitedTo: [RoomInvite] = []
    /// Calls to officials' offices (`call`, `called`), oldest first.
    public var calls: [Call] = []

    /// A call: to whom, from which template, how it went (nil: never told), when started.
    public struct Call: Sendable, Hashable {
        public var official: OfficialID
        public var template: Int64?
        public var outcome: String?
        public var at: Date
    }

    /// A comment: what it is on ("Q12", "R7", "T3", "P5", a bill id), when, and its text.
    public struct Comment: Sendable, Hashable {
        public var on: String
        public var at: Date
        public var text: String
    }

    /// A flag: the flagged item ("Q12", "R7"), when, and the reason given.
    public struct Flag: Sendable, Hashable {
        public var on: String
        public var at: Date
        public var reason: String
    }

    /// One email as queued, with how it stands (queued, sending, sent, failed).
    public struct Mail: Sendable, Hashable {
        public var purpose: String
        public var to: String
        public var subject: String
        public var body: String
        public var status: String
        public var at: Date
    }

    /// One alert: what it says, when it was queued, and when it was delivered (nil: waiting).
    public struct Alert: Sendable, Hashable {
        public var message: NotificationMessage
        public var at: Date
        public var deliveredAt: Date?
    }

    /// A quiz started: where and when.
    public struct QuizStart: Sendable, Hashable {
        public var channel: String
        public var at: Date
    }

    /// A Matrix room the account brought the bot into, and when the bot accepted.
    public struct RoomInvite: Sendable, Hashable {
        public var room: String
        public var at: Date
    }
}
