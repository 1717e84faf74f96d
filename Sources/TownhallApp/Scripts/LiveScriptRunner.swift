import Chat
import Foundation
import IRCClient
import Logging

/// Plays a conversation script against a RUNNING bot on a real IRC network: every speaker is a
/// real client that logs in with SASL PLAIN (passwords from a credentials file), joins the
/// script's channels and types its turns; the bot's answers are collected from the wire.
///
/// To know that the bot has finished answering a turn (including answering nothing), the
/// speaker then sends `ping` in a DM and waits for its `pong`: the bot handles one network's
/// messages in order, so every reply to the turn was sent before that pong. Scripts that move
/// the clock or turn services off cannot be played live; `#setup` lines are the deployment's
/// business and are skipped.
public struct LiveScriptRunner: Sendable {
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
    var logger = Logger(label: "townhall.live")

    public init(server: Server, botNick: String, credentials: [String: String], replyTimeout: Duration = .seconds(20)) {
        self.server = server
        self.botNick = botNick
        self.credentials = credentials
        self.replyTimeout = replyTimeout
    }

    /// Reads `account:password` lines (blank lines and `#` comments allowed).
    public static func credentials(fromFile path: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            guard let colon = text.firstIndex(of: ":") else { continue }
            result[String(text[..<colon])] = String(text[text.index(after: colon)...])
        }
        return result
    }

    public func play(_ script: ConversationScript) async -> ScriptResult {
        var played = 0
        func failed(_ line: Int, _ message: String) -> ScriptResult {
            ScriptResult(path: script.path, title: script.title, turnsPlayed: played,
                         failure: ScriptFailure(path: script.path, line: line, message: message))
        }
        for step in script.steps {
            switch step {
            case .clock(_, let line, _):
                return failed(line, "moves the clock, which cannot be done on a live network")
            case .setup("services off", let line):
                return failed(line, "turns services off, which cannot be done on a live network")
            default:
                continue
            }
        }
        let channels = Array(Set(script.turns.compactMap(\.place.channelName))).sorted()
        var speakers: [String: LiveSpeaker] = [:]
        defer { for speaker in speakers.values { speaker.stop() } }
        for speaker in script.speakers where speakers[speaker.nick] == nil {
            if speaker.isChannelOperator {
                return failed(0, "\(speaker.nick) is a channel operator in the script; live mode cannot grant that")
            }
            var password: String?
            if let account = speaker.account {
                guard let known = credentials[account] else {
                    return failed(0, "no password for account \(account) in the credentials file")
                }
                password = known
            }
            let live = LiveSpeaker(nick: speaker.nick, account: speaker.account, password: password,
                                   server: server, channels: channels, botNick: botNick, logger: logger)
            speakers[speaker.nick] = live
        }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for speaker in speakers.values {
                    group.addTask { try await speaker.start(timeout: replyTimeout) }
                }
                try await group.waitForAll()
            }
        } catch {
            return failed(0, "could not bring the speakers online: \(error)")
        }
        let transcript = LiveTranscript(botNick: botNick, speakers: Array(speakers.values))
        if let first = script.turns.first.flatMap({ speakers[$0.speaker.nick] }) {
            do {
                try await transcript.handshake(from: first, timeout: replyTimeout)
            } catch {
                return failed(0, "the bot \(botNick) does not answer a DM ping: \(error)")
            }
        }
        for turn in script.turns {
            guard let speaker = speakers[turn.speaker.nick] else { continue }
            do {
                let replies = try await transcript.replies(to: turn, from: speaker, timeout: replyTimeout)
                played += 1
                if let mismatch = ReplyDiff(turn: turn, actual: replies).mismatch() {
                    return failed(turn.line, mismatch)
                }
            } catch {
                return failed(turn.line, "\(error)")
            }
        }
        return ScriptResult(path: script.path, title: script.title, turnsPlayed: played, failure: nil)
    }
}
