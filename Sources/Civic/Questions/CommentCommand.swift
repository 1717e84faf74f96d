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
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        let question = try await civic.visibleQuestion(context.words[0], typedList: context.typed("questions"))
        let text = try civic.cleanText(context.words.dropFirst(), limit: civic.questionRules.maxCommentLength,
                                       what: "comment", context: context)
        guard try await civic.database.comment(text, on: question.id, by: account, at: context.now) else {
            throw CommandFailure("There is no \(question.reference) any more.")
        }
        context.reply("Your comment is under \(question.reference).")
    }
}
