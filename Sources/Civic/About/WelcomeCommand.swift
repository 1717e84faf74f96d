import Chat
import Storage

/// `hi`, `hello`, `start` or `?`: what a newcomer types first. A short welcome that says what the
/// bot does and the three commands to try first, instead of "unknown command" to someone who has
/// not read anything yet.
struct WelcomeCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "hi", aliases: ["hello", "start", "?"], usage: "hi",
                           summary: "A short welcome: what I do and what to try first.")

    func run(_ context: CommandContext) async throws {
        // The ZIP is private: in a channel the welcome says how to send it in a private message.
        let zip = context.isDirect ? "zip <your ZIP>" : context.privately("zip <your ZIP>")
        // The demo knows a few ZIPs only: a newcomer's own would be refused, so the welcome names them.
        let demoZips = try await civic.database.reading { try $0.demoZips() }
        let privacy = demoZips.isEmpty ? "it stays private"
            : "it stays private; this demo knows only \(ZipCommand.list(demoZips))"
        context.reply("Hi! I'm Townhall, a bot for civic action: I find your members of Congress and how they voted, "
            + "carry your questions to them, follow bills, collect reports of voting problems and help you write to "
            + "your representatives. Try first: \(zip) (\(privacy)), then "
            + "\(context.typed("reps")), and \(context.typed("help")) for everything else.")
    }
}
