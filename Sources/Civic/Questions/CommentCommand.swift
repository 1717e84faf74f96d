import Chat
import Storage

/// `comment Q12 <text>`: a public comment under a question.
struct CommentCommand: ChatCommand {
    let civic: CivicContext
    let spec: CommandSpec

    init(civic: CivicContext) {
        self.civic = civic
        spec = CommandSpec(
            name: "comment", usage: "comment <Q12> <comment, at most \(civic.questionRules.maxCommentLength) characters>",
            summary: "Comment on a question (shown under it).", permission: .accountHolder, category: "Questions")
    }

    func run(_ context: CommandContext) async throws {
        let (account, question, text) = try await civic.questionAndText(
            context, limit: civic.questionRules.maxCommentLength, what: "comment")
        guard try await civic.database.comment(text, on: question.id, by: account, at: context.now) else {
            throw CommandFailure("There is no \(question.reference) any more.")
        }
        context.reply("Your comment is under \(question.reference).")
    }
}
