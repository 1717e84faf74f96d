import Chat

/// `admin reload`: re-reads the configuration file. What commands and invites read as they run
/// (admins, channels, invite settings, the rate limit, the upvote budget, letters' routes)
/// changes at once; every other section that changed is named as waiting for a restart; a broken
/// file changes nothing, and the answer names its key and line.
struct AdminReloadCommand: ChatCommand {
    /// Nil where there is no file (the console, scripts).
    let reloader: (any ConfigurationReload)?
    let spec = CommandSpec(
        name: "admin reload", summary: "Read the configuration file again: admins, channels, the rate limit and routes change now.",
        permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        switch await reloader?.reload() ?? .unavailable {
        case let .reloaded(applied, needsRestart):
            let now = applied.isEmpty ? "nothing to change now" : "changed now: \(applied.joined(separator: ", "))"
            let later = needsRestart.isEmpty ? "" : "; changed, but take effect only after a restart: \(needsRestart.joined(separator: ", "))"
            context.reply("Read the configuration file again: \(now)\(later).")
        case .broken(let error):
            throw CommandFailure("The configuration file was not applied, the running configuration stays: \(error)")
        case .unavailable:
            throw CommandFailure("There is no configuration file to read here (the console or a script).")
        }
    }
}
