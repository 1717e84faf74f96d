/// `cancel`: ends the question the bot is waiting on (and drops waiting pages).
struct CancelCommand: ChatCommand {
    let spec = CommandSpec(name: "cancel", summary: "Stop the question the bot is asking you; nothing is changed.")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        switch await context.core.cancelPending(for: context.event) {
        case nil: context.reply("Nothing to cancel.")
        case ""?: context.reply("Cancelled.")
        case let topic?: context.reply("Cancelled \(topic); nothing was changed.")
        }
    }
}
