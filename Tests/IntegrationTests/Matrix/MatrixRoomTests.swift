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

    @Test("one homeserver unreachable: the other network in the same process keeps serving")
    func oneNetworkDown() async throws {
        let info = try await Self.server.info()
        // port 9 (discard) on loopback: nothing listens, every call is refused and retried
        let bot = try await RunningMatrixBot.start(on: info, moreNetworks: """
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
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }
}
