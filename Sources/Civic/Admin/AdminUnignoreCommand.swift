import Chat

/// `admin unignore <account | mask>`: lifts an ignore before it ends by itself.
struct AdminUnignoreCommand: ChatCommand {
    let screen: AdminScreen
    let spec = CommandSpec(
        name: "admin unignore", usage: "admin unignore <account | nick!user@host>",
        summary: "Hear someone an admin ignored again.", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let speaker = context.words[0]
        guard try await screen.unignore(network: context.network, speaker: speaker) else {
            throw CommandFailure("Nobody is ignored as \(speaker); \(context.typed("admin ignored")) lists who is.")
        }
        context.reply("No longer ignoring \(speaker).")
    }
}
