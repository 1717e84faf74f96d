import DatabaseTestSupport
import Foundation
import MatrixTestServer
import Storage
import Testing
@testable import TownhallApp

/// The issue's bad input from the homeserver's side: what the bot cannot use is logged and left,
/// and the sync goes on from where it was.
extension MatrixBotTests {
    /// The bot's stored sync position, read as another process would: opened, read, closed.
    static func syncPosition(_ databasePath: String) async throws -> String? {
        let database = try await DatabaseKind.open(databasePath, maxConnections: 1)
        let position = try await database.reading { try $0.matrixSyncPosition(network: "matrix") }
        try await database.close()
        return position
    }

    /// Synapse checks what a client posts (a body must be a string), so the malformed event is
    /// made on its way to the bot: a proxy in front of Synapse turns one message's quoted body
    /// into a number of the same length in the bot's sync answer.
    @Test("a malformed event from the server is logged and skipped; the sync goes on past it", arguments: DatabaseKind.allCases)
    func malformedEvent(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let (proxy, behindProxy) = try await HomeserverProxy.inFront(of: info)
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: behindProxy, databasePath: databasePath, logger: log.logger(),
                                                   deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        func pongs(_ room: String) -> Int { alice.botMessages(in: room, bot: cast.bot).filter { $0.body == "pong" }.count }
        let before: String?
        do {
            let room = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ping", in: room)
            try await alice.wait("the first pong") { _ in pongs(room) == 1 }
            before = try await Self.syncPosition(databasePath)
            // the number 7, padded with the blanks JSON allows after a value
            proxy.replaceInAnswers(#""malformed-event-marker""#, with: "7" + String(repeating: " ", count: 23))
            try await alice.say("malformed-event-marker", in: room)
            try await alice.say("ping", in: room)
            try await alice.wait("a pong after the malformed event") { _ in pongs(room) == 2 }
            #expect(proxy.replacements == 1)
            #expect(log.messages.contains { $0.hasPrefix("skipped 1 malformed event(s) in a sync") }, "\(log.messages)")
            // A batch's position is stored after its replies are posted, so neither the second
            // pong nor a stop right after it says the batch is stored (a stop may end it first,
            // and the batch is then read again at the next start). A pong from a later batch does:
            // the sync loop asks for the next batch only once it has stored the last one.
            try await alice.say("ping", in: room)
            try await alice.wait("a pong from a later batch") { _ in pongs(room) == 3 }
        } catch {
            await alice.close(); await bot.stop(); await proxy.close(); throw error
        }
        await alice.close(); await bot.stop(); await proxy.close()
        // the position moved on past the batch that held the malformed event
        let after = try await Self.syncPosition(databasePath)
        #expect(after != nil && after != before)
    }

    /// A room the server will not let the bot join although it was invited (blocked by the
    /// server's admin after the invite; the invite stays): the join's 403 is logged once, the
    /// invite left as it is, and the bot serves on.
    @Test("an invite to a room that cannot be joined: the refusal is logged, the bot serves on and keeps its sync position",
          arguments: DatabaseKind.allCases)
    func unjoinableRoom(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let log = LogRecorder()
        var bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        // the homeserver's admin (not a bot admin), who only blocks the room: one for both engines
        let admin = try await Self.user("admin", on: info)
        func pongs(_ room: String) -> Int { alice.botMessages(in: room, bot: cast.bot).filter { $0.body == "pong" }.count }
        do {
            let direct = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ping", in: direct)
            try await alice.wait("the first pong") { _ in pongs(direct) == 1 }
            // while no bot runs, so that its next sync surely shows the invite, not a join race
            await bot.stop()
            let room = try await alice.createRoom(inviting: [cast.bot], direct: false)
            try await admin.block(room)
            bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, logger: log.logger(),
                                               deployment: cast.deployment())
            try await alice.say("ping", in: direct)
            try await alice.wait("a pong after the invite") { _ in pongs(direct) == 2 }
            // the join runs beside the replies: its refusal may be logged after that pong
            let refusal = "cannot answer \(alice.userID)'s invite to \(room)"
            try await log.wait("the join's refusal") { $0.contains { $0.hasPrefix(refusal) } }
            let view = try await alice.wait("the room's members") { $0.memberships[room] != nil }
            #expect(view.memberships[room]?[cast.bot] == "invite")
            // The position is stored after a batch is handled, and the pong above was sent while
            // handling it: one more pong, from a later batch (the sync loop asks for the next batch
            // only after storing the last one), shows the invite's batch is stored before the stop.
            try await alice.say("ping", in: direct)
            try await alice.wait("a pong from a later batch") { _ in pongs(direct) == 3 }
            let refusals = log.messages.filter { $0.hasPrefix(refusal) }
            #expect(refusals.count == 1, "\(log.messages)")
            #expect(refusals.first?.contains("403") == true, "\(refusals)")
            // restarted once more: the invite is behind the stored position, not tried again
            await bot.stop()
            let again = LogRecorder()
            bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, logger: again.logger(),
                                               deployment: cast.deployment())
            try await alice.say("ping", in: direct)
            try await alice.wait("a pong after the second restart") { _ in pongs(direct) == 4 }
            #expect(!again.messages.contains { $0.contains(room) }, "\(again.messages)")
        } catch {
            await alice.close(); await admin.close(); await bot.stop(); throw error
        }
        await alice.close(); await admin.close(); await bot.stop()
    }

    /// On both engines: serve opens (and migrates) its database before it logs in.
    @Test("a wrong access token stops serve at start with one line naming the network", arguments: DatabaseKind.allCases)
    func wrongToken(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let yaml = RunningMatrixBot.yaml(info, databasePath: databasePath)
            .replacingOccurrences(of: "password_env: TEST_MATRIX_BOT_PASSWORD", with: "access_token: syt_not_a_token")
        let configuration = try ConfigurationLoader.parse(yaml: yaml, environment: try await RunningBot.databaseEnvironment(for: databasePath))
        do {
            try await BotService(configuration: configuration).run()
            Issue.record("serve ran with a wrong token")
        } catch {
            #expect("\(error)".hasPrefix("network matrix: the homeserver refused the bot's login"), "\(error)")
        }
    }
}
