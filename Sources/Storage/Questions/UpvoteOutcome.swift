import SQLStore

/// What happened to an upvote, or to its take-back. Only `.counted` and `.withdrawn` wrote anything.
public enum UpvoteOutcome: Sendable, Hashable {
    /// Committed. `rankAfter` is the question's place among the visible questions to the same
    /// member (1 = top); nil when it is below the top `TownhallDatabase.rankedPlaces` (a place
    /// nobody sees in a list, and counting it would read thousands of index entries per upvote
    /// on a busy member). `rose`: the upvote raised that place, passing another question (or
    /// raised it into the top); false below the top. `risenFor` is the member the question is
    /// asked of, when it rose (nil otherwise): read in the upvote's own transaction, so a reply
    /// that names the new place names the member as they stood then, without a second transaction.
    case counted(upvotes: Int, remainingToday: Int, rankAfter: Int?, rose: Bool, risenFor: Member? = nil)
    case noSuchQuestion
    /// A moderator hid it, for `reason`.
    case hidden(reason: String)
    case ownQuestion
    case alreadyUpvoted
    /// The account already spent its `limit` upvotes today.
    case budgetSpent(limit: Int)
    /// The account's upvote was taken back (`unup Q12`, or its reaction redacted): the question has
    /// `upvotes` now, and the budget of the day the upvote was given has it back (the row's delete
    /// trigger), so an upvote taken back the day it was given can be given again that day.
    case withdrawn(upvotes: Int)
    /// A take-back of an upvote the account never gave (or already took back).
    case notUpvoted
}
