/// `cancel`: ends the question the bot is waiting on (and drops waiting pages).
struct CancelCommand: ChatCommand {
    let spec = CommandSpec(name: "cancel", summary: "Stop the question the bot is asking you; nothing is changed.")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let (dialogue, droppedPages) = await context.core.cancelPending(for: context.event)
        guard let dialogue else {
            context.reply(droppedPages ? "Cancelled." : "Nothing to cancel.")
            return
        }
        if let onCancel = dialogue.onCancel {
            context.reply(try await onCancel(context))
        } else {
            context.reply("Cancelled \(dialogue.topic); nothing was changed.")
        }
    }
}
