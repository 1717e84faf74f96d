import Foundation

/// One `up Q12` waiting for the upvote writer: who upvotes what, under which daily budget.
struct UpvoteRequest: Sendable, Hashable {
    var questionID: Int64
    var account: AccountIdentity
    /// The budget's calendar-day key in the bot's time zone ("2026-11-21").
    var day: String
    /// Upvotes allowed per `day`.
    var limit: Int
    var date: Date
}
