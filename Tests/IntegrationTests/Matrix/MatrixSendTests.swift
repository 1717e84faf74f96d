import DatabaseTestSupport
import Foundation
import MatrixClient
import MatrixTestServer
import MatrixTransport
import Storage
import Testing
@testable import TownhallApp

/// Sends of `MatrixSession` itself against the real homeserver: a lost answer and a rate limit.
/// In the same serialized suite as the bot tests, whose homeserver restarts. The session keeps its
/// transaction ids and sync position in the database: on both engines, each with its own accounts.
extension MatrixBotTests {
    static func session(_ user: String, homeserver: String, database: TownhallDatabase, recorder: LogRecorder) throws -> MatrixSession {
        let configuration = MatrixNetworkConfiguration(
            name: "matrix", homeserver: homeserver, userID: "@\(user):localhost", credential: .password("\(user)pass123"),
            retryMinSeconds: 0.1, retryMaxSeconds: 0.5)
        return MatrixSession(api: try MatrixAPI(homeserver: homeserver, caFile: nil), network: configuration,
                             database: database, logger: recorder.logger())
    }

    @Test("a send whose answer was lost with its connection is retried with its transaction id and posted once",
          arguments: DatabaseKind.allCases)
    func lostAnswerPostsOnce(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let port = try #require(URL(string: info.homeserver)?.port)
        let proxy = try await HomeserverProxy(upstreamPort: port)
        let recorder = LogRecorder()
        let database = try await kind.makeDatabase(label: "matrix")
        let session = try Self.session(cast.local("bot"), homeserver: "http://127.0.0.1:\(proxy.port)",
                                       database: database, recorder: recorder)
        let alice = try await cast.login("alice", on: info)
        func close() async {
            await alice.close(); await session.api.shutdown(); await proxy.close(); try? await database.close()
        }
        do {
            try await session.start()
            let room = try await alice.createRoom(inviting: [cast.bot], direct: false)
            try await session.join(room)
            proxy.dropNextSendAnswer()
            let body = "posted once \(UUID().uuidString)"
            let eventID = try await session.send(MatrixSession.notice(plain: body, html: nil), to: room,
                                                 transactionID: try await session.newTransactionID())
            #expect(proxy.droppedAnswers == 1)
            #expect(eventID.hasPrefix("$"))
            #expect(recorder.messages.contains { $0.hasPrefix("send in \(room) failed") }, "\(recorder.messages)")
            // a marker sent after it: once alice sees the marker, she has seen every copy
            try await session.send(MatrixSession.notice(plain: "marker", html: nil), to: room,
                                   transactionID: try await session.newTransactionID())
            try await alice.wait("the marker") { _ in alice.botMessages(in: room, bot: cast.bot).contains { $0.body == "marker" } }
            #expect(alice.botMessages(in: room, bot: cast.bot).filter { $0.body == body }.count == 1)
        } catch {
            await close(); throw error
        }
        await close()
    }

    /// The bot behind a proxy that counts the connections made to it: once the first command was
    /// answered, the next ten (each sent once the one before was answered) open none, their syncs
    /// and sends all going over connections kept open. Run with the bot's Matrix path on its core's
    /// event loop, which the homeserver's connections share.
    @Test("ten commands one after another go over the connections the bot keeps open to the homeserver",
          arguments: DatabaseKind.allCases)
    func connectionsKeptOpen(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let (proxy, behindProxy) = try await HomeserverProxy.inFront(of: info)
        let bot = try await RunningMatrixBot.start(on: behindProxy, database: kind, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        func pongs(_ room: String) -> Int { alice.botMessages(in: room, bot: cast.bot).filter { $0.body == "pong" }.count }
        func close() async { await alice.close(); await bot.stop(); await proxy.close() }
        do {
            let room = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ping", in: room)
            try await alice.wait("the first pong") { _ in pongs(room) == 1 }
            let opened = proxy.connectionsOpened
            #expect(opened > 0, "the bot reaches the homeserver through the proxy")
            for count in 2...11 {
                try await alice.say("ping", in: room)
                try await alice.wait("pong \(count)") { _ in pongs(room) == count }
            }
            #expect(proxy.connectionsOpened == opened, "connections opened during ten commands: \(proxy.connectionsOpened - opened)")
        } catch {
            await close(); throw error
        }
        await close()
    }

    @Test("an alert sent again under its outbox name by the next run is answered with the event posted, not posted twice",
          arguments: DatabaseKind.allCases)
    func namedAlertPostsOnceAcrossRestarts(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let recorder = LogRecorder()
        let database = try await kind.makeDatabase(label: "matrix")
        let dora = try await cast.login("dora", on: info)
        // dora: an account no other test invites anywhere, so the one invite she gets is the alert's DM
        // each run of the bot: a new session (a new login, the same device) on the same database
        func run(_ send: (MatrixNotificationTransport) async throws -> Void) async throws {
            let session = try Self.session(cast.local("bot"), homeserver: info.homeserver, database: database, recorder: recorder)
            do {
                try await session.start()
                try await send(MatrixNotificationTransport(session: session))
            } catch {
                await session.api.shutdown(); throw error
            }
            await session.api.shutdown()
        }
        func close() async {
            await dora.close(); try? await database.close()
        }
        do {
            let alert = "alert \(UUID().uuidString)"
            let name = "outbox-\(UUID().uuidString)"
            try await run { try await $0.deliver(alert, to: cast.id("dora"), named: name) }
            let room = try await dora.wait("the DM the alert opened") { !$0.invites.isEmpty }.invites
            for invited in room { try await dora.join(invited) }
            // the next run sends it again, as it does when the first run's mark was never written
            try await run { transport in
                try await transport.deliver(alert, to: cast.id("dora"), named: name)
                try await transport.deliver("marker", to: cast.id("dora"), named: "\(name)-marker")
            }
            func copies(of body: String) -> Int {
                room.reduce(0) { total, room in total + dora.botMessages(in: room, bot: cast.bot).filter { $0.body == body }.count }
            }
            try await dora.wait("the marker") { _ in copies(of: "marker") == 1 }
            #expect(copies(of: alert) == 1)
            // sent without its name, the same text is a message of its own
            try await run { try await $0.deliver(alert, to: cast.id("dora")) }
            try await dora.wait("the unnamed copy") { _ in copies(of: alert) == 2 }
        } catch {
            await close(); throw error
        }
        await close()
    }

    @Test("429: an ordinary user's burst waits retry_after_ms and every message arrives once, in order",
          arguments: DatabaseKind.allCases)
    func rateLimitObeyed(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let recorder = LogRecorder()
        // paced keeps Synapse's default limit (burst 10, then 0.2 messages per second); each
        // engine's run has its own, so the second run's burst does not start where the first left
        let paced = cast.id("paced")
        let database = try await kind.makeDatabase(label: "matrix")
        let session = try Self.session(cast.local("paced"), homeserver: info.homeserver, database: database, recorder: recorder)
        let alice = try await cast.login("alice", on: info)
        func close() async {
            await alice.close(); await session.api.shutdown(); try? await database.close()
        }
        do {
            try await session.start()
            let room = try await alice.createRoom(inviting: [paced], direct: false)
            try await session.join(room)
            try await alice.wait("paced joining") { $0.memberships[room]?[paced] == "join" }
            let bodies = (1...12).map { "burst \($0)" }
            for body in bodies {
                try await session.send(MatrixSession.notice(plain: body, html: nil), to: room,
                                       transactionID: try await session.newTransactionID())
            }
            #expect(recorder.messages.contains { $0.contains("M_LIMIT_EXCEEDED") }, "\(recorder.messages)")
            try await alice.wait("the burst", timeout: .seconds(60)) { _ in
                alice.botMessages(in: room, bot: paced).count >= bodies.count
            }
            #expect(alice.botMessages(in: room, bot: paced).map(\.body) == bodies)
        } catch {
            await close(); throw error
        }
        await close()
    }
}
