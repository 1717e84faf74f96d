import Chat
import Storage

/// `flag Q12 <why>` or `flag R7 <why>`: asks the moderators to look at a question or a
/// voting-incident report.
struct FlagCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "flag", usage: "flag <Q12 | R7> <why, at most 200 characters>",
        summary: "Ask the moderators to look at an abusive or off-topic question or report.",
        permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        if let first = context.words.first, ItemReference.incident.id(from: first) != nil {
            return try await IncidentFeedback.flag(context, civic: civic)
        }
        let (account, question, reason) = try await civic.questionAndText(context, limit: 200, what: "reason")
        guard try await civic.database.flag(question.id, reason: reason, by: account, at: context.now) else {
            throw CommandFailure("You already flagged \(question.reference); the moderators have your reason.")
        }
        context.reply("Thank you: the moderators will look at \(question.reference).")
    }
}
