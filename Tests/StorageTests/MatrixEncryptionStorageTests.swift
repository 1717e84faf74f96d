import Foundation
@testable import Storage
import Testing

/// What the bot keeps to read encrypted Matrix rooms: Olm sessions per device key, room keys per
/// room and session (the first copy kept), the event each message index decrypted first (replay
/// protection), other users' devices, and messages waiting for their key.
@Suite("Matrix encryption state")
struct MatrixEncryptionStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("Olm sessions are kept per device key, the most recently used first, a moved ratchet replacing its pickle",
          arguments: DatabaseKind.allCases)
    func olmSessions(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.recordMatrixOlmSession("a1", sessionID: "A", senderKey: "curveX", network: "hs", at: date)
        try await database.recordMatrixOlmSession("b1", sessionID: "B", senderKey: "curveX", network: "hs", at: date.addingTimeInterval(1))
        try await database.recordMatrixOlmSession("c1", sessionID: "C", senderKey: "curveY", network: "hs", at: date)
        #expect(try await database.reading { try $0.matrixOlmSessions(senderKey: "curveX", network: "hs") } == ["b1", "a1"])
        try await database.recordMatrixOlmSession("a2", sessionID: "A", senderKey: "curveX", network: "hs", at: date.addingTimeInterval(2))
        #expect(try await database.reading { try $0.matrixOlmSessions(senderKey: "curveX", network: "hs") } == ["a2", "b1"])
        #expect(try await database.reading { try $0.matrixOlmSessions(senderKey: "curveX", network: "other") }.isEmpty)
    }

    @Test("a room key is kept as it first came, found with or without its sender key, only in its room",
          arguments: DatabaseKind.allCases)
    func roomKeys(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let key = MatrixMegolmSessionRecord(roomID: "!r", senderKey: "curveX", sessionID: "S", senderUser: "@alice:hs",
                                            signingKey: "edX", pickle: "first")
        #expect(try await database.recordMatrixMegolmSession(key, network: "hs", at: date))
        var forwarded = key
        forwarded.pickle = "forwarded later"
        #expect(try await !database.recordMatrixMegolmSession(forwarded, network: "hs", at: date))
        #expect(try await database.reading { try $0.matrixMegolmSession(roomID: "!r", senderKey: "curveX", sessionID: "S", network: "hs") } == key)
        #expect(try await database.reading { try $0.matrixMegolmSession(roomID: "!r", senderKey: nil, sessionID: "S", network: "hs") } == key)
        #expect(try await database.reading { try $0.matrixMegolmSession(roomID: "!r", senderKey: "curveY", sessionID: "S", network: "hs") } == nil)
        #expect(try await database.reading { try $0.matrixMegolmSession(roomID: "!other", senderKey: nil, sessionID: "S", network: "hs") } == nil)
    }

    @Test("a message index belongs to the event it decrypted first: the same event again is fine, another is a replay",
          arguments: DatabaseKind.allCases)
    func messageIndexes(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        func claim(_ index: Int64, _ event: String, session: String = "S") async throws -> String {
            try await database.claimMatrixMegolmIndex(index, eventID: event, roomID: "!r", senderKey: "curveX", sessionID: session, network: "hs")
        }
        #expect(try await claim(0, "$a") == "$a")
        #expect(try await claim(0, "$a") == "$a", "the same event synced again")
        #expect(try await claim(0, "$replay") == "$a", "a replay names the first event")
        #expect(try await claim(1, "$b") == "$b")
        #expect(try await claim(0, "$c", session: "T") == "$c", "indexes are per session")
    }

    @Test("a user's devices are replaced as a whole and forgotten with an empty list", arguments: DatabaseKind.allCases)
    func userDevices(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let phone = MatrixUserDeviceRecord(userID: "@alice:hs", deviceID: "PHONE", curve25519: "c1", ed25519: "e1")
        let laptop = MatrixUserDeviceRecord(userID: "@alice:hs", deviceID: "LAPTOP", curve25519: "c2", ed25519: "e2")
        try await database.replaceMatrixUserDevices([phone, laptop], of: "@alice:hs", network: "hs")
        #expect(try await database.reading { try $0.matrixUserDevices(of: "@alice:hs", network: "hs") } == [laptop, phone])
        try await database.replaceMatrixUserDevices([phone], of: "@alice:hs", network: "hs")
        #expect(try await database.reading { try $0.matrixUserDevices(of: "@alice:hs", network: "hs") } == [phone])
        try await database.replaceMatrixUserDevices([], of: "@alice:hs", network: "hs")
        #expect(try await database.reading { try $0.matrixUserDevices(of: "@alice:hs", network: "hs") }.isEmpty)
    }

    @Test("a message waiting for its key is kept once, listed oldest first and dropped once", arguments: DatabaseKind.allCases)
    func pendingEvents(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let later = MatrixPendingEventRecord(eventID: "$2", roomID: "!r", sender: "@alice:hs", content: #"{"b":2}"#, sentAt: date.addingTimeInterval(5))
        let first = MatrixPendingEventRecord(eventID: "$1", roomID: "!r", sender: "@bob:hs", content: #"{"a":1}"#, sentAt: date)
        try await database.recordMatrixPendingEvent(later, network: "hs")
        try await database.recordMatrixPendingEvent(first, network: "hs")
        try await database.recordMatrixPendingEvent(first, network: "hs")
        #expect(try await database.reading { try $0.matrixPendingEvents(network: "hs") } == [first, later])
        #expect(try await database.forgetMatrixPendingEvent("$1", network: "hs"))
        #expect(try await !database.forgetMatrixPendingEvent("$1", network: "hs"))
        #expect(try await database.reading { try $0.matrixPendingEvents(network: "hs") } == [later])
    }
}
