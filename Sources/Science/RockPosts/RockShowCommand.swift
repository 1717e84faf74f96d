import Chat
import Storage

/// `rock P5`: one post, then its comments.
struct RockShowCommand: ChatCommand {
    let database: TownhallDatabase
    let spec = CommandSpec(name: "rock", usage: "rock <P5>", summary: "Show one rock post.", category: "Rocks")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let id = ItemReference.rockPost.id(from: context.words[0]) else {
            throw context.usageError("Say which post, or try \(context.typed("rock id")) or \(context.typed("rock post"))")
        }
        guard let (post, comments) = try await database.reading({ snapshot in
            try snapshot.rockPost(id).map { ($0, try snapshot.comments(under: .id(id), in: .rockPost)) }
        }) else {
            throw ItemReference.rockPost.noSuch(id, context)
        }
        context.page([RockPostText.line(post)] + comments.map { "\(ItemReference.rockPost.text(id))/\($0.place) \($0.authorName): \($0.text)" })
    }
}
