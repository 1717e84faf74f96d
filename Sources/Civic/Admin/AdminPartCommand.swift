import Chat
import Storage

/// `admin part <#channel | Matrix room>`: the bot leaves now and no longer joins it at start. A
/// channel the configuration file names is joined again at the next start, and the reply says so:
/// only the file can drop it. Asked in the channel being left, the answer goes by DM, since the
/// bot is no longer there to say it.
struct AdminPartCommand: ChatCommand {
    let civic: CivicContext
    let membership: any ChannelMembership
    let spec = CommandSpec(
        name: "admin part", usage: "admin part <#channel | Matrix room id or alias>",
        summary: "Leave a channel (a Matrix room) and stop joining it at start.",
        permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let channel = ChannelWord.channel(context.words[0]) else { throw context.usageError() }
        let forgotten = try await civic.database.forgetJoinedChannel(channel, network: context.network)
        let left = await membership.part(channel, network: context.network)
        let configured = await membership.isConfigured(channel, network: context.network)
        guard left || forgotten else {
            throw CommandFailure("I am not in \(channel), and no admin had me join it: nothing to leave.")
        }
        let done = left ? "Left \(channel)" : "I was not in \(channel)"
        let next = configured
            ? "the configuration file names it, so I join it again at the next start unless it is taken out there."
            : "I will not join it again at start."
        let text = "\(done); \(next)"
        if context.place.channelName?.lowercased() == channel.lowercased() {
            context.replyPrivately(text)
        } else {
            context.reply(text)
        }
    }
}
