import Chat
import Storage

/// `unup Q12`: takes back one's upvote of a question. It is what redacting a 👍 that counted as an
/// upvote runs on Matrix, and the typed take-back everywhere else (IRC cannot withdraw a
/// reaction), named after `unlike` so that people who know one guess the other. The day's budget
/// the upvote spent is given back: an upvote taken back was never really given, and refusing
/// the budget would punish someone for correcting a slip of the thumb.
struct UnupCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "unup", aliases: ["unupvote"], usage: "unup <Q12>",
        summary: "Take back your upvote of a question (one taken back the day you gave it can be given again that day).",
        permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let id = try ItemReference.question.id(in: context.words[0], context)
        let ref = ItemReference.question.text(id)
        switch try await civic.database.withdrawUpvote(id, by: account, at: context.now) {
        case .withdrawn(let upvotes):
            context.reply("Took back your upvote of \(ref) (\(QuestionText.upvotes(upvotes)) now).")
        case .noSuchQuestion:
            throw ItemReference.question.noSuch(id, context)
        case .hidden(let reason):
            throw ItemReference.question.hidden(id, reason: reason, context)
        case .notUpvoted, .ownQuestion, .alreadyUpvoted, .budgetSpent, .counted:
            throw CommandFailure("You have not upvoted \(ref), so there is nothing to take back.")
        }
    }
}
