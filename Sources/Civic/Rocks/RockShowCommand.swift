import Chat
import Storage

/// `rock P5`: one post.
struct RockShowCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "rock", usage: "rock <P5>", summary: "Show one rock post.", category: "Rocks")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let id = LetterReference.rockPost.id(from: context.words[0]) else {
            throw context.usageError("Say which post, or try \(context.typed("rock id")) or \(context.typed("rock post"))")
        }
        guard let post = try await civic.database.reading({ try $0.rockPost(id) }) else {
            throw LetterReference.rockPost.noSuch(id, context)
        }
        context.reply(RockPostText.line(post))
    }
}
