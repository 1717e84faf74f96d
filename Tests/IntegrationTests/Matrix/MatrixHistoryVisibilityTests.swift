import DatabaseTestSupport
import Foundation
@testable import MatrixClient
import MatrixTestServer
import Testing

/// Who gets the key of what the bot posts in an encrypted room depends on the room's history
/// visibility, which a session that has not synced yet (the bot just restarted: an alert or a
/// feed post may go out before its first sync is taken in) must read from the homeserver rather
/// than take for the default.
extension MatrixBotTests {
    @Test("before its first sync, a session reads a room's history visibility: someone only invited to a `joined` room gets no key, to a `shared` one they do",
          arguments: DatabaseKind.allCases)
    func historyVisibilityBeforeFirstSync(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let database = try await kind.makeDatabase(label: "matrix")
        let session = try Self.session(cast.local("bot"), homeserver: info.homeserver, database: database, recorder: LogRecorder())
        let alice = try await cast.login("alice", on: info)
        func close() async {
            await alice.close(); await session.api.shutdown(); try? await database.close()
        }
        do {
            try await session.start()
            let everyone: Set<String> = [cast.bot, cast.id("alice"), cast.id("bob")]
            let joinedOnly = try await alice.createRoom(inviting: [cast.bot, cast.id("bob")], direct: false)
            try await alice.setHistoryVisibility("joined", in: joinedOnly)
            let shared = try await alice.createRoom(inviting: [cast.bot, cast.id("bob")], direct: false)
            for room in [joinedOnly, shared] { try await session.join(room) }
            #expect(await session.historyVisibility(of: joinedOnly) == "joined")
            #expect(await session.keyReceivers(of: joinedOnly) == everyone.subtracting([cast.id("bob")]), "bob is only invited")
            #expect(await session.historyVisibility(of: shared) == "shared")
            #expect(await session.keyReceivers(of: shared) == everyone)
        } catch {
            await close(); throw error
        }
        await close()
    }
}
