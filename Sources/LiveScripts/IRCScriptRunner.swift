import Chat
import Foundation
import IRCClient
import Logging

/// Plays a conversation script against a RUNNING bot on a real IRC network (`MatrixScriptRunner`
/// plays on Matrix): every speaker is a real client that logs in with SASL PLAIN (passwords from
/// `LiveCredentials`), joins the script's channels and types its turns; the bot's answers are
/// collected from the wire.
///
/// To know that the bot has finished answering a turn (including answering nothing), the
/// speaker then sends `ping` in a DM and waits for its `pong`: the bot handles one network's
/// messages in order, so every reply to the turn was sent before that pong. What can be played
/// is `LivePlan`'s call; `#setup` lines are the deployment's business and are skipped.
public struct IRCScriptRunner: Sendable {
    public struct Server: Sendable {
        public var host: String
        public var port: Int
        public var tls: Bool
        public var caFile: String?
        public var serverName: String?

        public init(host: String, port: Int, tls: Bool = true, caFile: String? = nil, serverName: String? = nil) {
            self.host = host
            self.port = port
            self.tls = tls
            self.caFile = caFile
            self.serverName = serverName
        }
    }

    public var server: Server
    public var botNick: String
    /// Services account → password.
    public var credentials: [String: String]
    public var replyTimeout: Duration
    /// Play a script that moves the clock up to its first move, instead of refusing it.
    public var untilClock = false
    var logger = Logger(label: "townhall.live")

    public init(server: Server, botNick: String, credentials: [String: String], replyTimeout: Duration = .seconds(20)) {
        self.server = server
        self.botNick = botNick
        self.credentials = credentials
        self.replyTimeout = replyTimeout
    }

    public func play(_ script: ConversationScript) async -> ScriptResult {
        let plan: LivePlan
        switch LivePlan.make(script, untilClock: untilClock) {
        case .success(let made): plan = made
        case .failure(let refusal): return ScriptResult(path: script.path, title: script.title, turnsPlayed: 0, failure: refusal)
        }
        let channels = Array(Set(plan.turns.compactMap(\.place.channelName))).sorted()
        var speakers: [String: LiveSpeaker] = [:]
        defer { for speaker in speakers.values { speaker.stop() } }
        for turn in plan.turns where speakers[turn.speaker.nick] == nil {
            let speaker = turn.speaker
            var password: String?
            if let account = speaker.account {
                guard let known = credentials[account] else {
                    return plan.failed(script, 0, "no password for account \(account) in the credentials file")
                }
                password = known
            }
            speakers[speaker.nick] = LiveSpeaker(nick: speaker.nick, account: speaker.account, password: password,
                                                 server: server, channels: channels, botNick: botNick, logger: logger)
        }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for speaker in speakers.values {
                    group.addTask { try await speaker.start(timeout: replyTimeout) }
                }
                try await group.waitForAll()
            }
        } catch {
            return plan.failed(script, 0, "could not bring the speakers online: \(error)")
        }
        let voices: [any LiveVoice] = Array(speakers.values)
        return await plan.play(script, voices: Dictionary(uniqueKeysWithValues: voices.map { ($0.nick, $0) }),
                               botNick: botNick, timeout: replyTimeout)
    }
}
