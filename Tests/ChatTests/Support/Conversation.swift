import Chat
import Foundation
import Metrics

/// A core on a manual clock plus shorthands to talk to it, so each test reads as a chat.
struct Conversation {
    let clock = ManualClock()
    let core: ChatCore
    var network = "local"
    var botNick = "townhall"
    var hasServices = true

    init(commands: [any ChatCommand] = TestCommands.all, configuration: ChatConfiguration = ChatConfiguration(),
         permissions: any PermissionChecker = StaticPermissions(admins: ["root"]),
         metrics: any MetricsFactory = MetricsSystem.factory) {
        core = ChatCore(commands: commands, configuration: configuration, clock: clock, permissions: permissions,
                        metrics: metrics)
    }

    /// What the bot sends when `nick` (account = nick unless given or not `loggedIn`) says `text` in `place`.
    func say(_ text: String, as nick: String = "alice", account: String? = nil, loggedIn: Bool = true, in place: ChatPlace = .direct,
             op: Bool = false) async -> [ChatReply] {
        let account = loggedIn ? account ?? nick : nil
        let sender = ChatSender(nick: nick, account: account, isChannelOperator: op)
        let event = ChatEvent(network: network, sender: sender, place: place, text: text,
                              botNick: botNick, networkHasServices: hasServices)
        return await core.handle(event)
    }

    /// Only the texts, for the common case where the destination is checked elsewhere.
    func texts(_ text: String, as nick: String = "alice", account: String? = nil, loggedIn: Bool = true, in place: ChatPlace = .direct,
               op: Bool = false) async -> [String] {
        await say(text, as: nick, account: account, loggedIn: loggedIn, in: place, op: op).map(\.text)
    }
}
