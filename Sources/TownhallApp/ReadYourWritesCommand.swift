import Chat
import Storage

/// A command run as the person who typed it (`TownhallDatabase.acting(for:)`), so that what it
/// writes keeps that person's reads on the primary for a while when heavy reads may go to a
/// standby: after `up Q3`, their `top` shows Q3's new count. Every command is wrapped, not only
/// those that write, because the core cannot tell which write; marking costs one lookup of a
/// task-local value per write.
struct ReadYourWritesCommand: ChatCommand {
    let wrapped: any ChatCommand

    var spec: CommandSpec { wrapped.spec }

    func run(_ context: CommandContext) async throws {
        try await TownhallDatabase.acting(for: context.account) { try await wrapped.run(context) }
    }
}
