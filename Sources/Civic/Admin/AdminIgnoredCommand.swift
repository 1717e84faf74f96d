import Chat

/// `admin ignored`: who is ignored on this network, until when, by whom and why. In a DM: the
/// reasons are the admins' notes, not the channel's business.
struct AdminIgnoredCommand: ChatCommand {
    let screen: AdminScreen
    let spec = CommandSpec(
        name: "admin ignored", summary: "List who is ignored here, until when and why (in a DM).",
        permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let ignores = try await screen.ignores(network: context.network, now: context.now)
        guard !ignores.isEmpty else {
            context.replyPrivately("Nobody is ignored here.")
            return
        }
        context.page(["Ignored (\(ignores.count)); lift one with admin unignore <account | mask>:"] + ignores.map(IgnoreText.listed),
                     privately: true)
    }
}
