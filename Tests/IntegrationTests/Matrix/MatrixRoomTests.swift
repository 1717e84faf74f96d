import Foundation
import MatrixTestServer
import Storage
import Testing
import TownhallApp

extension MatrixBotTests {
    @Test("an encrypted room is told once that the bot cannot read it, even after a bot restart")
    func encryptedRoom() async throws {
        let info = try await Self.server.info()
        let databasePath = RunningBot.newDatabasePath()
        var bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath)
        let alice = try await Self.user("alice", on: info)
        func notices(_ room: String) -> Int {
            alice.botMessages(in: room).filter { $0.body.contains("end-to-end encrypted") }.count
        }
        do {
            let room = try await alice.createEncryptedRoom(inviting: [Self.bot])
            try await alice.wait("the notice") { _ in notices(room) == 1 }
            await bot.stop()
            bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath)
            // a plain DM after the restart: answered once the new bot syncs, after any repeat notice
            let direct = try await Self.directRoom(of: alice)
            try await alice.say("ping", in: direct)
            try await alice.wait("pong") { _ in alice.botMessages(in: direct).contains { $0.body == "pong" } }
            #expect(notices(room) == 1)
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }

    /// The homeserver remembers transaction ids per device, and the bot's device (its
    /// `device_id`) outlives a database: a bot on a new database once reused the ids of the
    /// last one, and Synapse answered those sends with the old events, posting nothing.
    @Test("a bot on a new database, on the same device, is heard in a room where the last one spoke")
    func newDatabaseSameDevice() async throws {
        let info = try await Self.server.info()
        var bot = try await RunningMatrixBot.start(on: info, deployment: .init(joinOnInvite: "everyone"))
        let alice = try await Self.user("alice", on: info)
        func pongs(_ room: String) -> Int { alice.botMessages(in: room).filter { $0.body == "@alice:localhost: pong" }.count }
        do {
            let room = try await alice.createRoom(inviting: [Self.bot], direct: false)
            try await alice.wait("the bot joining \(room)") { $0.memberships[room]?[Self.bot] == "join" }
            // the first bot's sends here are its 1st and 2nd; the next bot's DM pong is its 1st,
            // so its pong here is its 2nd: the same number in the same room
            for count in 1...2 {
                try await alice.say("!ping", in: room)
                try await alice.wait("the first bot's pong \(count)") { _ in pongs(room) == count }
            }
            await bot.stop()
            bot = try await RunningMatrixBot.start(on: info, deployment: .init(joinOnInvite: "everyone"))
            // the new bot's first sync only finds "now": a DM answered proves it listens
            let direct = try await Self.directRoom(of: alice)
            try await alice.say("ping", in: direct)
            try await alice.wait("pong in the DM") { _ in alice.botMessages(in: direct).contains { $0.body == "pong" } }
            try await alice.say("!ping", in: room)
            try await alice.wait("the second bot's pong") { _ in pongs(room) == 3 }
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }

    @Test("one homeserver unreachable: the other network in the same process keeps serving")
    func oneNetworkDown() async throws {
        let info = try await Self.server.info()
        // port 9 (discard) on loopback: nothing listens, every call is refused and retried
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: info, logger: log.logger(), moreNetworks: """
              - name: elsewhere
                kind: matrix
                homeserver: http://127.0.0.1:9
                user_id: "@bot:elsewhere.example"
                access_token: unused
                retry: {min_seconds: 0.1, max_seconds: 0.5}
            """)
        #expect(bot.configuration.matrixNetworks.map(\.name) == ["matrix", "elsewhere"])
        let alice = try await Self.user("alice", on: info)
        do {
            let direct = try await Self.directRoom(of: alice)
            try await alice.say("ping", in: direct)
            try await alice.wait("pong") { _ in alice.botMessages(in: direct).contains { $0.body == "pong" } }
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
