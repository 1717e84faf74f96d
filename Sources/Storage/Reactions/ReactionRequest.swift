import Foundation

/// One add or take-back of a reaction, waiting for its kind's group commit
/// (`TownhallDatabase.commitReactions`).
struct ReactionRequest: Sendable, Hashable {
    enum Change: Sendable, Hashable {
        case add
        case remove
    }

    /// What an add may spend: at most `limit` reactions per `day` (the caller's calendar-day key in
    /// the bot's time zone, e.g. "2026-11-21").
    struct DailyBudget: Sendable, Hashable {
        var day: String
        var limit: Int
    }

    /// Which account adds or takes back its reaction to which item.
    var item: Int64, account: AccountIdentity, change: Change
    /// The budget of a kind that has one (`ReactionKind.hasDailyBudget`); nil otherwise.
    var budget: DailyBudget?
    /// What the account says with it, for a kind that keeps that (`ReactionKind.payloadColumn`:
    /// a flag's reason).
    var payload: String? = nil
    var date: Date
}

/// `up Q12` as a reaction request.
typealias UpvoteRequest = ReactionRequest

/// `like R7` as a reaction request.
typealias LikeRequest = ReactionRequest

extension ReactionRequest {
    init(questionID: Int64, account: AccountIdentity, day: String, limit: Int, date: Date) {
        self.init(item: questionID, account: account, change: .add, budget: DailyBudget(day: day, limit: limit), date: date)
    }

    init(incidentID: Int64, account: AccountIdentity, date: Date) {
        self.init(item: incidentID, account: account, change: .add, budget: nil, date: date)
    }

    /// A flag of `item` for the moderators, with its reason.
    init(flagging item: Int64, reason: String, account: AccountIdentity, date: Date) {
        self.init(item: item, account: account, change: .add, budget: nil, payload: reason, date: date)
    }
}
