import Foundation
import IRCClient
import IRCTestNetwork
import Logging
import Testing
@testable import LiveScripts
@testable import TownhallApp

/// The people of an upvote storm on a live network: the bot's account, an asker who asks the
/// questions, and numbered voters (`storm01`, `storm02`, …), each with a password of its own —
/// and how each of them connects and asks. Shared by the suites that storm a real network.
struct VoterAccounts {
    let voters: [String]
    let network: TestNetwork

    init(network name: String, basePort: Int, voterPrefix prefix: String, count: Int) {
        voters = (1...count).map { String(format: "%@%02d", prefix, $0) }
        network = TestNetwork(
            name: name, basePort: basePort,
            accounts: Dictionary(uniqueKeysWithValues: [("bot", "botpass123"), ("asker", "askerpass123")]
                + voters.map { ($0, "\($0)-secret") }))
    }

    /// Runs `body` on the network, then stops it, pass or fail: each storm suite is the only one
    /// on its network, and its ports must be free for the runs after it.
    func run(_ body: (TestNetwork.Info) async throws -> Void) async throws {
        do {
            try await body(network.info())
        } catch {
            try? await network.stop()
            throw error
        }
        try await network.stop()
    }

    /// `name` logged in with SASL over TLS. `exempt` uses the server's flood-exempt port with
    /// pacing off (an asker that must not be slowed down by the storm it starts). The speaker
    /// talks to `botNick` and hears `otherBots` too (other processes serving the network).
    func speaker(_ name: String, on info: TestNetwork.Info, channels: [String] = [], exempt: Bool = false,
                 reconnect: IRCClientConfiguration.Reconnect? = nil, logLevel: Logger.Level = .critical,
                 botNick: String = "townhall", otherBots: [String] = []) -> LiveSpeaker {
        var logger = Logger(label: "townhall.\(network.name)")
        logger.logLevel = logLevel
        return LiveSpeaker(
            nick: name, account: name, password: network.accounts[name],
            server: .init(host: info.host, port: exempt ? info.botTLSPort : info.tlsPort, tls: true, caFile: info.caFile,
                          serverName: "localhost"),
            channels: channels, botNick: botNick, logger: logger, reconnect: reconnect,
            flood: exempt ? .init(paced: false) : nil, otherBots: otherBots)
    }

    /// Every voter as a speaker, connected and logged in; the caller stops them.
    func startVoters(on info: TestNetwork.Info, timeout: Duration) async throws -> [LiveSpeaker] {
        let speakers = voters.map { speaker($0, on: info) }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for voter in speakers { group.addTask { try await voter.start(timeout: timeout) } }
                try await group.waitForAll()
            }
        } catch {
            speakers.forEach { $0.stop() }
            throw error
        }
        return speakers
    }

    /// Asks Pelosi `text` in a DM and returns the question's id from the bot's reply ("Asked Q3 to …").
    static func ask(_ text: String, as asker: LiveSpeaker, timeout: Duration) async throws -> Int64 {
        let seen = await asker.inbox.state.lines.count
        await asker.say("ask Pelosi \(text)", in: .direct)
        try await asker.inbox.wait(for: "an answer to ask", timeout: timeout) { $0.lines.count > seen }
        let reply = await asker.inbox.state.lines[seen].text
        let id = Int64(reply.dropFirst("Asked Q".count).prefix { $0.isNumber })
        return try #require(reply.hasPrefix("Asked Q") ? id : nil, "the bot did not accept the question: \(reply)")
    }
}
