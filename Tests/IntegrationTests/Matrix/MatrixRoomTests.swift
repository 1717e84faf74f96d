import DatabaseTestSupport
import Foundation
import MatrixTestServer
import Storage
import Testing
import TownhallApp

extension MatrixBotTests {
    @Test("an encrypted room is told once that the bot cannot read it, even after a bot restart",
          arguments: DatabaseKind.allCases)
    func encryptedRoom(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        var bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        func notices(_ room: String) -> Int {
            alice.botMessages(in: room, bot: cast.bot).filter { $0.body.contains("end-to-end encrypted") }.count
        }
        do {
            let room = try await alice.createEncryptedRoom(inviting: [cast.bot])
            try await alice.wait("the notice") { _ in notices(room) == 1 }
            await bot.stop()
            bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: cast.deployment())
            // a plain DM after the restart: answered once the new bot syncs, after any repeat notice
            let direct = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ping", in: direct)
            try await alice.wait("pong") { _ in alice.botMessages(in: direct, bot: cast.bot).contains { $0.body == "pong" } }
            #expect(notices(room) == 1)
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }

    /// The homeserver remembers transaction ids per device, and the bot's device (its
    /// `device_id`) outlives a database: a bot on a new database once reused the ids of the
    /// last one, and Synapse answered those sends with the old events, posting nothing.
    /// Each engine's run has a bot account of its own (`MatrixCast`), so the first run's sends on
    /// the device cannot stand in for the second's: both bots here are on one device, as meant.
    @Test("a bot on a new database, on the same device, is heard in a room where the last one spoke",
          arguments: DatabaseKind.allCases)
    func newDatabaseSameDevice(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        var bot = try await RunningMatrixBot.start(on: info, database: kind, deployment: cast.deployment(joinOnInvite: "everyone"))
        let alice = try await cast.login("alice", on: info)
        func pongs(_ room: String) -> Int {
            alice.botMessages(in: room, bot: cast.bot).filter { $0.body == "\(alice.localpart): pong" }.count
        }
        do {
            let room = try await alice.createRoom(inviting: [cast.bot], direct: false)
            try await alice.wait("the bot joining \(room)") { $0.memberships[room]?[cast.bot] == "join" }
            // the first bot's sends here are its 1st and 2nd; the next bot's DM pong is its 1st,
            // so its pong here is its 2nd: the same number in the same room
            for count in 1...2 {
                try await alice.say("!ping", in: room)
                try await alice.wait("the first bot's pong \(count)") { _ in pongs(room) == count }
            }
            await bot.stop()
            bot = try await RunningMatrixBot.start(on: info, database: kind, deployment: cast.deployment(joinOnInvite: "everyone"))
            // the new bot's first sync only finds "now": a DM answered proves it listens
            let direct = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ping", in: direct)
            try await alice.wait("pong in the DM") { _ in alice.botMessages(in: direct, bot: cast.bot).contains { $0.body == "pong" } }
            try await alice.say("!ping", in: room)
            try await alice.wait("the second bot's pong") { _ in pongs(room) == 3 }
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }

    @Test("one homeserver unreachable: the other network in the same process keeps serving",
          arguments: DatabaseKind.allCases)
    func oneNetworkDown(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        // port 9 (discard) on loopback: nothing listens, every call is refused and retried
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: info, database: kind, logger: log.logger(), moreNetworks: """
              - name: elsewhere
                kind: matrix
                homeserver: http://127.0.0.1:9
                user_id: "@bot:elsewhere.example"
                access_token: unused
                retry: {min_seconds: 0.1, max_seconds: 0.5}
            """, deployment: cast.deployment())
        #expect(bot.configuration.networks.compactMap(\.matrix).map(\.name) == ["matrix", "elsewhere"])
        let alice = try await cast.login("alice", on: info)
        do {
            let direct = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ping", in: direct)
            try await alice.wait("pong") { _ in alice.botMessages(in: direct, bot: cast.bot).contains { $0.body == "pong" } }
            #expect(!bot.task.isCancelled)
            // the unreachable one is tried again and again, with backoff (between 0.1 and 0.5 s here)
            let retries = log.messages.filter { $0.hasPrefix("whoami failed") }
            #expect(retries.count >= 2, "\(log.messages)")
            #expect(retries.first?.contains("retry 1 in") == true && retries.dropFirst().first?.contains("retry 2 in") == true, "\(retries)")
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }
}
