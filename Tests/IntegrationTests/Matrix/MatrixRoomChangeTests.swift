import DatabaseTestSupport
import Foundation
import MatrixTestServer
import Storage
import Testing

extension MatrixBotTests {
    /// The feeds are read from the database once the bot stopped: the bot says nothing in a room
    /// it follows or leaves, so the database is where the move and the end show.
    @Test("a room upgrade is followed with its feeds; one the bot cannot join is left as it was; a kick ends the room's feeds",
          arguments: DatabaseKind.allCases)
    func roomsThatChange(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        let rooms: (open: String, closed: String, kicked: String, replacement: String, closedReplacement: String)
        do {
            let open = try await alice.createRoom(inviting: [cast.bot], direct: false, isPublic: true)
            let closed = try await alice.createRoom(inviting: [cast.bot], direct: false)
            let kicked = try await alice.createRoom(inviting: [cast.bot], direct: false)
            for room in [open, closed, kicked] {
                try await alice.wait("the bot joining \(room)") { $0.memberships[room]?[cast.bot] == "join" }
                try await alice.say("!feed CA-11", in: room)
                try await alice.wait("the feed in \(room)") { _ in alice.botSaid(in: room, bot: cast.bot) { $0.contains("New reports in CA-11") } }
            }
            let replacement = try await alice.upgrade(open)
            // an invite-only room's replacement takes no one uninvited: the bot cannot follow
            let closedReplacement = try await alice.upgrade(closed)
            try await alice.wait("the bot in the upgraded room") { $0.memberships[replacement]?[cast.bot] == "join" }
            try await alice.kick(cast.bot, from: kicked)
            try await alice.wait("the bot kicked") { $0.memberships[kicked]?[cast.bot] == "leave" }
            // the bot handles one sync at a time: once a DM is answered, the kick's sync was handled
            let direct = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ping", in: direct)
            try await alice.wait("pong") { _ in alice.botSaid(in: direct, bot: cast.bot) { $0 == "pong" } }
            rooms = (open, closed, kicked, replacement, closedReplacement)
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
        let database = try await DatabaseKind.open(databasePath)
        func areas(_ room: String) async throws -> [String] {
            try await database.reading { try $0.channelFeeds(of: room, network: "matrix") }.map(\.area)
        }
        #expect(try await areas(rooms.replacement) == ["CA-11"])
        #expect(try await areas(rooms.open).isEmpty)
        #expect(try await areas(rooms.closed) == ["CA-11"])
        #expect(try await areas(rooms.closedReplacement).isEmpty)
        #expect(try await areas(rooms.kicked).isEmpty)
    }
}
