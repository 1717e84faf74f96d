import DatabaseTestSupport
import Foundation
import MatrixTestServer
import Testing
import TownhallApp

extension MatrixBotTests {
    @Test("admin join on Matrix: a room that needs an invite is said in one line; a public room joined by alias is joined again after a restart",
          arguments: DatabaseKind.allCases)
    func adminJoin(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let location = try await RunningBot.newDatabaseLocation(kind)
        var bot = try await RunningMatrixBot.start(on: info, databasePath: location, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        do {
            let dm = try await Self.directRoom(of: alice, bot: cast.bot)
            let closed = try await alice.createRoom(inviting: [], direct: false)
            try await alice.say("admin join \(closed)", in: dm)
            try await alice.wait("the refusal") { _ in
                alice.botSaid(in: dm, bot: cast.bot) { $0.hasPrefix("I could not join \(closed): the room does not let me in") }
            }
            let alias = "open-\(kind)-\(UUID().uuidString.prefix(8))".lowercased()
            let open = try await alice.createPublicRoom(alias: alias)
            try await alice.say("admin join #\(alias):localhost", in: dm)
            try await alice.wait("the bot joining by alias") { $0.memberships[open]?[cast.bot] == "join" }
            await bot.stop()
            bot = try await RunningMatrixBot.start(on: info, databasePath: location, deployment: cast.deployment())
            try await alice.say("!ping", in: open)
            try await alice.wait("pong in the room joined at start") { _ in
                alice.botSaid(in: open, bot: cast.bot) { $0.hasSuffix("pong") }
            }
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }
}
