import Chat
import Storage

/// `admin join <#channel | Matrix room id or alias>`: the bot joins now, on the network the admin
/// wrote from, and again at every start beside the configured channels (remembered in the
/// database) until `admin part`. A channel that will not have the bot (invite-only, banned, a key,
/// full) is said in one line, and nothing is remembered.
struct AdminJoinCommand: ChatCommand {
    let civic: CivicContext
    let membership: any ChannelMembership
    let spec = CommandSpec(
        name: "admin join", usage: "admin join <#channel | Matrix room id or alias>",
        summary: "Join a channel (a Matrix room) now and at every start, until admin part.",
        permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let channel = ChannelWord.channel(context.words[0]) else { throw context.usageError() }
        let outcome = await membership.join(channel, network: context.network)
        switch outcome {
        case .joined, .alreadyJoined:
            _ = try await civic.database.rememberJoinedChannel(channel, network: context.network,
                                                               by: context.sender.account ?? context.sender.nick, at: context.now)
            let done = outcome == .joined ? "Joined \(channel)" : "I am in \(channel) already"
            context.reply("\(done); I join it again at every start (\(context.typed("admin part \(channel)")) leaves it).")
        case .refused(let why):
            throw CommandFailure("I could not join \(channel): \(why). Nothing was remembered.")
        case .noAnswer:
            throw CommandFailure("The network did not answer my join of \(channel) in time, so nothing was remembered: try again.")
        case .notConnected:
            throw CommandFailure("I am not connected to this network right now, so I cannot join \(channel): try again once I am.")
        }
    }
}
