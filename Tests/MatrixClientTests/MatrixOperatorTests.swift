import Foundation
import Logging
@testable import MatrixClient
import Testing

/// Who the bot counts as a channel operator of a Matrix room, from what its syncs said of the
/// room's `m.room.power_levels` and `m.room.create`: a room moderator (power level 50, which the
/// live script player gives a script's operators who did not create the room) is one.
@Suite("Matrix operators from power levels")
struct MatrixOperatorTests {
    static let room = "!civics:localhost"

    /// A session that never calls its homeserver here: it only absorbs sync answers.
    static func withSession(after sync: String, _ body: (MatrixSession) async throws -> Void) async throws {
        let configuration = MatrixClientConfiguration(userID: "@bot:localhost", credential: .accessToken("unused"),
                                                      deviceDisplayName: "Test", transactionPrefix: "test")
        let api = try MatrixAPI(homeserver: "http://127.0.0.1:9", caFile: nil)
        let session = MatrixSession(api: api, configuration: configuration, store: MemoryStateStore(), logger: Logger(label: "test"),
                                    reasonToLeaveGrownDirectRoom: { _, _ in nil })
        do {
            try await absorb(sync, into: session)
            try await body(session)
        } catch {
            await api.shutdown()
            throw error
        }
        await api.shutdown()
    }

    static func absorb(_ sync: String, into session: MatrixSession, isFullState: Bool = false) async throws {
        let answer = try #require(MatrixJSON.decoded(Data(sync.utf8)))
        await session.absorb(try #require(MatrixSyncBatch(answer, botUserID: "@bot:localhost", isFullState: isFullState)))
    }

    static func sync(version: String, users: String, usersDefault: Int = 0) -> String {
        """
        {"next_batch": "s1", "rooms": {"join": {"\(room)": {"state": {"events": [
          {"type": "m.room.create", "state_key": "", "sender": "@olivia:localhost", "content": {"room_version": "\(version)"}},
          {"type": "m.room.power_levels", "state_key": "", "sender": "@olivia:localhost",
           "content": {"users": {\(users)}, "users_default": \(usersDefault)}}]}}}}}
        """
    }

    @Test("level 50 and above is an operator, 49 and the default 0 are not; a version 12 creator is one unlisted", arguments: [
        // (room version, who, is operator)
        ("12", "@gina:localhost", true),     // 50: made a moderator by the room's creator
        ("12", "@hank:localhost", true),     // 100
        ("12", "@ivan:localhost", false),    // 49
        ("12", "@judy:localhost", false),    // not listed: the default, 0
        ("12", "@olivia:localhost", true),   // the creator, never listed from version 12
        ("11", "@olivia:localhost", false),  // before 12 a creator ranks by its listed level, here none
        ("11", "@gina:localhost", true),
    ])
    func operators(version: String, user: String, isOperator: Bool) async throws {
        try await Self.withSession(after: Self.sync(
            version: version, users: #""@gina:localhost": 50, "@hank:localhost": 100, "@ivan:localhost": 49"#)) { session in
            #expect(await session.isOperator(user, in: Self.room) == isOperator)
        }
    }

    @Test("a room whose default level is 50 makes everyone an operator; a room never synced makes no one one")
    func defaults() async throws {
        try await Self.withSession(after: Self.sync(version: "11", users: "", usersDefault: 50)) { session in
            #expect(await session.isOperator("@judy:localhost", in: Self.room))
            #expect(await !session.isOperator("@judy:localhost", in: "!other:localhost"))
        }
    }

    @Test("a later sync's power levels replace the room's earlier ones: a demoted moderator is no operator")
    func demoted() async throws {
        try await Self.withSession(after: Self.sync(version: "12", users: #""@gina:localhost": 50"#)) { session in
            #expect(await session.isOperator("@gina:localhost", in: Self.room))
            try await Self.absorb(Self.sync(version: "12", users: #""@gina:localhost": 0"#), into: session)
            #expect(await !session.isOperator("@gina:localhost", in: Self.room))
        }
    }

    /// The spec makes levels integers; rooms before version 10 also took a string of digits, which
    /// the homeserver's rules read as that number, so it counts. Anything else gives the default.
    @Test("odd power levels: a string of digits counts, floats, huge numbers and words give the default, each listed for the log")
    func oddLevels() async throws {
        let sync = Self.sync(version: "9", users: """
            "@gina:localhost": "50", "@hank:localhost": 50.5, "@ivan:localhost": 100000000000000000000000,
            "@judy:localhost": "fifty", "@kim:localhost": -1e300, "@lee:localhost": "99999999999999999999",
            "@mia:localhost": {"level": 100}, "@ned:localhost": 75
            """)
        let answer = try #require(MatrixJSON.decoded(Data(sync.utf8)))
        let batch = try #require(MatrixSyncBatch(answer, botUserID: "@bot:localhost"))
        let ignored = batch.ignoredPowerLevels[Self.room] ?? []
        #expect(ignored.count == 6, "\(ignored)")
        #expect(ignored.contains { $0.hasPrefix("@hank:localhost (50.5") }, "\(ignored)")
        try await Self.withSession(after: sync) { session in
            #expect(await session.powerLevel(of: "@gina:localhost", in: Self.room) == 50)
            #expect(await session.isOperator("@gina:localhost", in: Self.room))
            #expect(await session.isOperator("@ned:localhost", in: Self.room))
            for user in ["hank", "ivan", "judy", "kim", "lee", "mia"] {
                #expect(await session.powerLevel(of: "@\(user):localhost", in: Self.room) == 0, "\(user)")
            }
        }
    }

    @Test("a users_default that is no integer is the spec's default, 0")
    func oddDefault() async throws {
        let sync = Self.sync(version: "9", users: "").replacingOccurrences(of: #""users_default": 0"#, with: #""users_default": "high""#)
        try await Self.withSession(after: sync) { session in
            #expect(await !session.isOperator("@judy:localhost", in: Self.room))
        }
    }
}
