import Chat
import Storage

/// `unsave <ref>`: removes a bookmark.
struct UnsaveCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "unsave", usage: "unsave <R7 | Q12 | bill | election date>",
        summary: "Remove a bookmark.", permission: .accountHolder, category: "Bookmarks")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let ref = try BookmarkTarget(context.words, context: context).reference
        guard try await civic.database.removeBookmark(ref, for: account) else {
            throw CommandFailure("\(ref) is not among your saved items; type saved in a private message to see them.")
        }
        context.reply("Removed \(ref) from your saved items.")
    }
}
