import Chat
import Storage

/// `flag Q12 <why>`: asks the moderators to look at a question.
struct FlagCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "flag", usage: "flag <Q12> <why, at most 200 characters>",
        summary: "Ask the moderators to look at an abusive or off-topic question.",
        permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        let (account, question, reason) = try await civic.questionAndText(context, limit: 200, what: "reason")
        guard try await civic.database.flag(question.id, reason: reason, by: account, at: context.now) else {
            throw CommandFailure("You already flagged \(question.reference); the moderators have your reason.")
        }
        context.reply("Thank you: the moderators will look at \(question.reference).")
    }
}
