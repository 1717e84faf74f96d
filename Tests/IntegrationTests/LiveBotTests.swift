import Chat
import DatabaseTestSupport
import Foundation
import IRCClient
import IRCTestNetwork
import IRCWire
import Logging
import Testing
import TownhallApp
@testable import LiveScripts

/// End to end on a real InspIRCd + Atheme network: real speakers log in with SASL and talk to
/// the real bot (BotService) in a channel and in DMs; conversation scripts play live.
@Suite("Live bot on a real IRC network", .serialized)
struct LiveBotTests {
    static let network = TestNetwork(
        name: "bot", basePort: 30_667,
        accounts: ["bot": "botpass123", "alice": "alicepass123", "bob": "bobpass123", "carol": "carolpass123", "dave": "davepass123"])

    func runner(_ info: TestNetwork.Info) -> IRCScriptRunner {
        IRCScriptRunner(
            server: .init(host: info.host, port: info.tlsPort, tls: true, caFile: info.caFile, serverName: "localhost"),
            botNick: "townhall", credentials: Self.network.accounts, replyTimeout: TestNetwork.patience)
    }

    @Test("ping and help answer in a channel (prefix and by nick) and in a DM without prefix",
          arguments: DatabaseKind.allCases)
    func seam(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let script = try ScriptParser.parse("""
            The seam, live
            Commands in a channel with the prefix or addressed by nick, and in a DM without prefix.

            #me alice #civics
            !ping
            #bot #civics
            alice: pong
            #me alice #civics
            townhall: ping
            #bot #civics
            alice: pong
            #me bob #civics
            just chatting, not a command
            #nothing
            #me bob dm
            help ping
            #bot dm
            {*}ping{*}
            """)
        let result = try await RunningBot.with(on: info, database: kind) { _ in await runner(info).play(script) }
        #expect(result.passed, "\(result.report)")
    }

    @Test("the shipped conversation scripts that need no clock play live",
          arguments: ["help.convo", "about.convo", "members.convo"], DatabaseKind.allCases)
    func shippedScriptLive(file: String, kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let url = TestNetwork.packageRoot.appendingPathComponent("commands/\(file)")
        let script = try ScriptParser.parse(contentsOf: url, displayPath: "commands/\(file)")
        let result = try await RunningBot.with(on: info, database: kind) { _ in await runner(info).play(script) }
        #expect(result.passed, "\(result.report)")
    }

    @Test("after the server restarts mid-session, the bot reconnects, rejoins its channel and answers again",
          arguments: DatabaseKind.allCases)
    func serverRestart(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let script = try ScriptParser.parse("""
            Still there
            The bot answers in its channel.

            #me alice #civics
            !ping
            #bot #civics
            alice: pong
            """)
        try await RunningBot.with(on: info, database: kind) { _ in
            let before = await runner(info).play(script)
            #expect(before.passed, "\(before.report)")
            try await Self.network.restartServer()
            // The speakers of the next play are new clients; the handshake waits for the bot to be back.
            let after = await runner(info).play(script)
            #expect(after.passed, "\(after.report)")
        }
    }

    @Test("admin join: an invite-only channel is said in one line, and a channel joined is joined again after a restart",
          arguments: DatabaseKind.allCases)
    func adminJoin(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let locked = "#locked-\(kind)", open = "#open-\(kind)"
        // carol makes the first channel and, as its operator, makes it invite-only
        let locker = LiveSpeaker(nick: "carol", account: "carol", password: "carolpass123", server: runner(info).server,
                                 channels: [locked], botNick: "townhall", logger: Logger(label: "townhall.live"))
        try await locker.start(timeout: TestNetwork.patience)
        defer { locker.stop() }
        await locker.client.send(IRCMessage(command: "MODE", parameters: [locked, "+i"]))
        // written after the MODE on the same connection: once it is through, so is the MODE
        try await locker.client.deliverMessage("locked", to: locked, fairnessKey: "mode")

        let location = try await RunningBot.newDatabaseLocation(kind)
        let joining = try ScriptParser.parse("""
            Admin join, live

            #me alice dm
            admin join \(locked)
            #bot dm
            I could not join \(locked): it is invite-only (+i); have an operator there type /invite townhall \(locked) first. Nothing was remembered.
            #me alice dm
            admin join \(open)
            #bot dm
            Joined \(open); I join it again at every start (admin part \(open) leaves it).
            """)
        let first = try await RunningBot.start(on: info, databasePath: location)
        let joined = await runner(info).play(joining)
        await first.stop()
        #expect(joined.passed, "\(joined.report)")

        let afterRestart = try ScriptParser.parse("""
            Joined again at start

            #me alice \(open)
            !ping
            #bot \(open)
            alice: pong
            """)
        let second = try await RunningBot.start(on: info, databasePath: location)
        let answered = await runner(info).play(afterRestart)
        await second.stop()
        #expect(answered.passed, "\(answered.report)")
    }
}
