/// `ping` → `pong`: the simplest proof that the bot hears you.
struct PingCommand: ChatCommand {
    let spec = CommandSpec(name: "ping", summary: "Check that the bot is listening (answers pong).")

    func run(_ context: CommandContext) async throws {
        context.reply("pong")
    }
}
