import Chat
import Storage

/// `up Q12`: upvotes a question, within a daily budget per account.
struct UpCommand: ChatCommand {
    let civic: CivicContext
    /// Made at each read: `help up` names the daily budget in force (`questions.daily_upvotes`),
    /// which `admin reload` may change while the bot runs.
    var spec: CommandSpec {
        CommandSpec(
            name: "up", aliases: ["upvote"], usage: "up <Q12>",
            summary: "Upvote a question (\(QuestionText.upvotes(civic.questionRules.dailyUpvotes)) a day; not your own, once per question).",
            permission: .accountHolder, category: "Questions",
            reactionLike: ReactionLike(kinds: [.question], takeBack: "unup"))
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let list = context.typed("questions")
        // No read first: the upvote's own transaction finds the question missing or hidden.
        let id = try ItemReference.question.id(in: context.words[0], context)
        let ref = ItemReference.question.text(id)
        let rules = civic.questionRules
        let outcome = try await civic.database.upvote(id, by: account, day: rules.dayKey(for: context.now),
                                                      limit: rules.dailyUpvotes, at: context.now)
        switch outcome {
        case let .counted(upvotes, remaining, rankAfter, _, risenFor):
            var text = "Upvoted \(ref) (\(QuestionText.upvotes(upvotes)) now). "
                + (remaining == 0 ? "That was your last upvote today." : "You have \(remaining) left today.")
            // Set only when the place rose (see UpvoteOutcome): rising into the ranked top counts too.
            if let rankAfter, let member = risenFor {
                text += " \(ref) is now #\(rankAfter) for \(member.title)."
            }
            context.reply(text)
        case .noSuchQuestion:
            throw ItemReference.question.noSuch(id, context)
        case .hidden(let reason):
            throw ItemReference.question.hidden(id, reason: reason, context)
        case .ownQuestion:
            throw CommandFailure("\(ref) is your own question; upvote someone else's (type \(list)).")
        case .alreadyUpvoted:
            throw CommandFailure("You already upvoted \(ref); each question takes one upvote from you.")
        case .budgetSpent(let limit):
            throw CommandFailure("You have used your \(QuestionText.upvotes(limit)) for today; "
                + "you get \(limit) more at midnight (\(rules.timeZone.identifier) time).")
        case .withdrawn, .notUpvoted:
            // only a take-back (`unup`) is answered so
            throw CommandFailure("Your upvote of \(ref) was not counted; try again.")
        }
    }
}
