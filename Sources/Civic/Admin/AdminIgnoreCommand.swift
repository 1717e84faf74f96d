import Chat
import Storage

/// `admin ignore <account | nick!user@host> [2h | 3d …] [reason]`: the person's commands on this
/// network are dropped, with one notice at the first of them, until the duration ends or
/// `admin unignore` lifts it. An account is the way to name someone with one; a mask reaches
/// people without one.
struct AdminIgnoreCommand: ChatCommand {
    let civic: CivicContext
    let screen: AdminScreen
    let spec = CommandSpec(
        name: "admin ignore", usage: "admin ignore <account | nick!user@host> [duration: 30m, 2h, 3d, 1w] [reason]",
        summary: "Drop someone's commands (told once), for a while or until admin unignore.",
        permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard let speaker = context.words.first else { throw context.usageError() }
        guard speaker.count <= 200, !speaker.hasPrefix("#") else {
            throw context.usageError("Name an account or a nick!user@host mask, not \(speaker.hasPrefix("#") ? "a channel" : "that")")
        }
        var rest = context.words.dropFirst()
        let duration = rest.first.flatMap(IgnoreText.duration)
        if duration != nil { rest = rest.dropFirst() }
        let reason = rest.isEmpty ? nil : try civic.cleanText(rest, limit: 200, what: "reason", context: context, screened: false)
        let ignore = SpeakerIgnore(network: context.network, speaker: speaker, reason: reason,
                                   setBy: context.sender.account ?? context.sender.nick, createdAt: context.now,
                                   expiresAt: duration.map { context.now.addingTimeInterval($0) })
        try await screen.ignore(ignore)
        context.reply("Ignoring \(speaker) \(IgnoreText.until(ignore)); they will be told once. Undo it with \(context.typed("admin unignore \(speaker)")).")
    }
}
