import Foundation
import GRDB
@testable import Storage
import Synchronization
import Testing

/// What the Matrix connection keeps across restarts: its `/sync` position, the events of the
/// batch in progress, transaction numbers, DM rooms, notices said once per room and its own device.
@Suite("Matrix state")
struct MatrixStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("the sync position is stored per network and clears the handled events of its batch", arguments: DatabaseKind.allCases)
    func syncPositionAndHandledEvents(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.reading { try $0.matrixSyncPosition(network: "hs") } == nil)
        try await database.recordMatrixEventHandled("$a", network: "hs")
        try await database.recordMatrixEventHandled("$a", network: "hs")
        try await database.recordMatrixEventHandled("$b", network: "hs")
        try await database.recordMatrixEventHandled("$c", network: "other")
        #expect(try await database.reading { try $0.matrixHandledEvents(network: "hs") } == ["$a", "$b"])
        try await database.recordMatrixSyncPosition("s1", network: "hs", at: date)
        try await database.recordMatrixSyncPosition("s2", network: "hs", at: date)
        #expect(try await database.reading { try $0.matrixSyncPosition(network: "hs") } == "s2")
        #expect(try await database.reading { try $0.matrixHandledEvents(network: "hs") }.isEmpty)
        #expect(try await database.reading { try $0.matrixHandledEvents(network: "other") } == ["$c"])
    }

    /// What the handled events' commit does on the writer connection, in order (a trace of the
    /// connection's statements), and what it leaves set for every other commit, also when it fails.
    @Test("on SQLite, handled events commit without a sync of their own and leave every other commit synced")
    func handledEventsCommitUnsynced() async throws {
        let database = try TownhallDatabase.temporary()
        let statements = Mutex<[String]>([])
        try await database.writer.writeWithoutTransaction { db in
            db.trace { event in
                if case .statement(let statement) = event { statements.withLock { $0.append(statement.sql) } }
            }
        }
        func synchronous() async throws -> Int? {
            try await database.writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        }
        try await database.recordMatrixEventHandled("$a", network: "hs")
        #expect(try await database.reading { try $0.matrixHandledEvents(network: "hs") } == ["$a"])
        let traced = statements.withLock { $0 }
        let relaxed = try #require(traced.firstIndex(of: "PRAGMA synchronous = NORMAL"), "\(traced)")
        let insert = try #require(traced.firstIndex { $0.hasPrefix("INSERT INTO matrix_handled_event") }, "\(traced)")
        let commit = try #require(traced.lastIndex(of: "COMMIT TRANSACTION"), "\(traced)")
        let restored = try #require(traced.lastIndex(of: "PRAGMA synchronous = FULL"), "\(traced)")
        #expect(relaxed < insert && insert < commit && commit < restored, "\(traced)")
        #expect(try await synchronous() == 2) // FULL
        // a commit that fails leaves the setting restored too
        try await database.writer.writeWithoutTransaction { db in try db.execute(sql: "DROP TABLE matrix_handled_event") }
        await #expect(throws: (any Error).self) { try await database.recordMatrixEventHandled("$b", network: "hs") }
        #expect(try await synchronous() == 2)
        try await database.close()
    }

    @Test("transaction numbers are reserved in runs that never overlap, per network", arguments: DatabaseKind.allCases)
    func transactionNumbers(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.reserveMatrixTransactions(network: "hs", count: 10) == 1)
        #expect(try await database.reserveMatrixTransactions(network: "hs", count: 5) == 11)
        #expect(try await database.reserveMatrixTransactions(network: "other", count: 1) == 1)
        // a network whose sync position came first starts at 1 as well
        try await database.recordMatrixSyncPosition("s1", network: "third", at: date)
        #expect(try await database.reserveMatrixTransactions(network: "third", count: 3) == 1)
        #expect(try await database.reserveMatrixTransactions(network: "hs", count: 1) == 16)
        #expect(try await database.reading { try $0.matrixSyncPosition(network: "third") } == "s1")
    }

    @Test("DM rooms are replaced per person and forgotten by room; a notice is said once per room",
          arguments: DatabaseKind.allCases)
    func directRoomsAndNotices(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.recordMatrixDirectRoom("!old", userID: "@alice:hs", network: "hs")
        try await database.recordMatrixDirectRoom("!new", userID: "@alice:hs", network: "hs")
        try await database.recordMatrixDirectRoom("!bob", userID: "@bob:hs", network: "hs")
        #expect(try await database.reading { try $0.matrixDirectRooms(network: "hs") } == ["@alice:hs": "!new", "@bob:hs": "!bob"])
        try await database.forgetMatrixDirectRoom("!bob", network: "hs")
        #expect(try await database.reading { try $0.matrixDirectRooms(network: "hs") } == ["@alice:hs": "!new"])
        #expect(try await database.recordMatrixRoomNotice("welcome", roomID: "!r", network: "hs", at: date))
        #expect(try await !database.recordMatrixRoomNotice("welcome", roomID: "!r", network: "hs", at: date))
        #expect(try await database.recordMatrixRoomNotice("welcome", roomID: "!s", network: "hs", at: date))
    }

    /// The device a login reused or made, and its Olm account: the account belongs to that device
    /// and user, and goes when either changes (a new device gets a new account).
    @Test("the bot's device keeps its Olm account until the device or the user changes", arguments: DatabaseKind.allCases)
    func deviceAndAccount(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.reading { try $0.matrixDevice(network: "hs") } == nil)
        // no device recorded yet: there is nowhere to keep an account
        #expect(try await !database.recordMatrixOlmAccount("pickle", deviceID: "DEV", network: "hs", at: date))

        try await database.recordMatrixDevice("DEV", userID: "@bot:hs", network: "hs", at: date)
        #expect(try await database.recordMatrixOlmAccount("pickle-1", deviceID: "DEV", network: "hs", at: date))
        #expect(try await !database.recordMatrixOlmAccount("pickle-x", deviceID: "OTHER", network: "hs", at: date))
        // the same device logging in again keeps its account
        try await database.recordMatrixDevice("DEV", userID: "@bot:hs", network: "hs", at: date)
        #expect(try await database.reading { try $0.matrixDevice(network: "hs") }
            == MatrixDeviceRecord(userID: "@bot:hs", deviceID: "DEV", olmAccount: "pickle-1"))
        #expect(try await database.reading { try $0.matrixDevice(network: "other") } == nil)

        try await database.recordMatrixDevice("NEW", userID: "@bot:hs", network: "hs", at: date)
        #expect(try await database.reading { try $0.matrixDevice(network: "hs") }
            == MatrixDeviceRecord(userID: "@bot:hs", deviceID: "NEW", olmAccount: nil))
        #expect(try await database.recordMatrixOlmAccount("pickle-2", deviceID: "NEW", network: "hs", at: date))
        try await database.recordMatrixDevice("NEW", userID: "@other:hs", network: "hs", at: date)
        #expect(try await database.reading { try $0.matrixDevice(network: "hs") }?.olmAccount == nil)
    }

    /// One inviter brings the bot into at most `perDay` rooms in 24 hours. The count is kept in
    /// the database (a restart does not reset it), per network and inviter; the same room is
    /// counted once; rows older than a day are gone, and so is their weight.
    @Test("invites are capped per inviter and day; the same room counts once; a day later the count starts again",
          arguments: DatabaseKind.allCases)
    func inviteCap(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        for room in ["!a", "!b", "!c"] {
            #expect(try await database.admitMatrixInvite(to: room, from: "@bob:hs", network: "hs", perDay: 3, at: date))
        }
        #expect(try await database.admitMatrixInvite(to: "!b", from: "@bob:hs", network: "hs", perDay: 3, at: date))
        #expect(try await !database.admitMatrixInvite(to: "!d", from: "@bob:hs", network: "hs", perDay: 3,
                                                      at: date.addingTimeInterval(3_600)))
        #expect(try await database.admitMatrixInvite(to: "!d", from: "@carol:hs", network: "hs", perDay: 3, at: date))
        #expect(try await database.admitMatrixInvite(to: "!d", from: "@bob:hs", network: "other", perDay: 3, at: date))
        #expect(try await !database.admitMatrixInvite(to: "!x", from: "@dave:hs", network: "hs", perDay: 0, at: date))
        let dayLater = date.addingTimeInterval(86_400)
        #expect(try await database.admitMatrixInvite(to: "!d", from: "@bob:hs", network: "hs", perDay: 3, at: dayLater))
        // nothing older than a day stays behind
        let rows = try await database.reading { try $0.tx.value(Int.self, "SELECT COUNT(*) FROM matrix_invite") }
        #expect(rows == 1)
    }
}
