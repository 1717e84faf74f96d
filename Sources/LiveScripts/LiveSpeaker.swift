import Chat
import IRCClient
import Logging
import Synchronization

/// One script speaker on a live network: a real IRC client plus the log of what the bot said
/// to it (in its DMs) and in its channels.
final class LiveSpeaker: LiveVoice {
    let nick: String
    let account: String?
    let channels: [String]
    let botNick: String
    let client: IRCClient
    let inbox: LiveInbox
    private let tasks = Mutex<[Task<Void, Never>]>([])

    init(nick: String, account: String?, password: String?, server: IRCScriptRunner.Server,
         channels: [String], botNick: String, logger: Logger, reconnect: IRCClientConfiguration.Reconnect? = nil,
         flood: IRCClientConfiguration.Flood? = nil, otherBots: [String] = []) {
        var configuration = IRCClientConfiguration(host: server.host, port: server.port, tls: server.tls, nick: nick,
                                                   altNicks: [], username: nick, realname: "Townhall script speaker")
        configuration.caFile = server.caFile
        configuration.serverName = server.serverName
        // A speaker stands in for a person: the bot ignores bots, and the speaker must hear the bot.
        configuration.setBotMode = false
        configuration.ignoreBots = false
        if let reconnect { configuration.reconnect = reconnect }
        if let flood { configuration.flood = flood }
        configuration.channels = channels.map { IRCClientConfiguration.ChannelToJoin($0) }
        if let account, let password {
            configuration.sasl = .init(mechanism: .plain(account: account, password: password), onFailure: .abort)
        }
        self.nick = nick
        self.account = account
        self.channels = channels
        self.botNick = botNick
        client = IRCClient(configuration: configuration, logger: logger)
        inbox = LiveInbox(nick: nick, botNick: botNick, otherBots: otherBots)
    }

    /// Connects, logs in, joins; returns once the speaker can talk.
    func start(timeout: Duration) async throws {
        let client = client, inbox = inbox
        let run = Task { _ = try? await client.run() }
        let pump = Task { for await event in client.events { await inbox.record(event) } }
        tasks.withLock { $0 = [run, pump] }
        let needsLogin = account != nil, channels = Set(channels)
        try await inbox.wait(for: "\(nick) to register, log in and join \(channels.sorted())", timeout: timeout) { state in
            state.registered && (!needsLogin || state.loggedIn) && channels.isSubset(of: state.joined)
        }
    }

    func say(_ text: String, in place: ChatPlace) async {
        await client.sendMessage(text, to: place.channelName ?? botNick, fairnessKey: "script")
    }

    /// `ping` in a DM: the bot handles one network's messages in order, so its pong comes after
    /// every reply to the turn, wherever it was typed.
    func sentinel(after place: ChatPlace) -> LiveSentinel {
        LiveSentinel(text: "ping", place: .direct, reply: ChatReply(destination: .direct(nick: nick), text: "pong"))
    }

    func stop() {
        tasks.withLock { tasks in
            tasks.forEach { $0.cancel() }
            tasks.removeAll()
        }
    }
}
