import Chat
import Storage

/// `rock delete P5`: removes one of your own posts, with its likes.
struct RockDeleteCommand: ChatCommand {
    let database: TownhallDatabase
    let spec = CommandSpec(name: "rock delete", usage: "rock delete <P5>", summary: "Delete one of your rock posts.",
                           permission: .accountHolder, category: "Rocks")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let id = ItemReference.rockPost.id(from: context.words[0]) else { throw context.usageError() }
        let account = try context.requireAccount()
        switch try await database.deleteRockPost(id, by: account) {
        case .deleted:
            context.reply("Deleted \(ItemReference.rockPost.text(id)).")
        case .notYours(let author):
            throw CommandFailure("\(ItemReference.rockPost.text(id)) is \(author)'s post; you can delete only your own.")
        case .noSuchPost:
            throw ItemReference.rockPost.noSuch(id, context)
        }
    }
}
