import Foundation
import HTTPTestServer
@testable import MatrixClient
import Testing

/// A `/sync` answer read as its body arrives: each room handed over once its value is complete,
/// whatever way the body is cut into chunks, and an answer that is cut off, too large or not JSON
/// refused as a whole (so nothing of it is acted on and the position stays where it was).
@Suite("Matrix sync answers read as they arrive")
struct MatrixSyncStreamTests {
    static let bot = "@bot:localhost"

    /// Rooms in all three sections, `next_batch` after them, and strings holding every character
    /// the scanner must not take for structure: quotes, backslashes, braces, commas, colons,
    /// escapes of all kinds and text beyond ASCII, in keys as in values.
    static let answer = #"""
        { "to_device": {"events": [{"type": "m.room.encrypted", "sender": "@alice:localhost", "content": {"x": "}],{\"\\"}}]},
          "rooms": {
            "invite": {"!in\"vite:localhost": {"invite_state": {"events": [
              {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@alice:localhost",
               "content": {"membership": "invite", "is_direct": true}}]}}},
            "join": {
              "!a:localhost": {"timeline": {"events": [
                {"type": "m.room.message", "event_id": "$1", "sender": "@alice:localhost", "origin_server_ts": 10,
                 "content": {"msgtype": "m.text", "body": "!ask \"what, {if}: [any]?\" \\ \u00e9\ud83d\ude00 é"}}]}},
              "!b:localhost" : { "state": {"events": [
                  {"type": "m.room.power_levels", "state_key": "", "content": {"users": {"@alice:localhost": 100}}}]},
                "timeline": {"events": [
                  {"type": "m.room.message", "event_id": "$2", "sender": "@bob:localhost", "origin_server_ts": 5,
                   "content": {"msgtype": "m.text", "body": "}}}]]],,,::"}}]}},
              "!\u0063:localhost": {}
            },
            "leave": {"!gone:localhost": {"timeline": {"events": [
              {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@olivia:localhost",
               "content": {"membership": "ban", "reason": "spam"}}]}}},
            "knock": {}
          },
          "device_lists": {"changed": ["@alice:localhost"], "left": []},
          "next_batch": "s\"9\"" }
        """#

    /// The rooms `text` hands over, in order, and its fields, read in `chunks` (each a range of its bytes).
    static func stream(_ text: String, chunks: [Range<Int>], limit: Int = 1 << 20) throws -> (rooms: [String], fields: [String: MatrixJSON]) {
        let bytes = Array(text.utf8)
        var stream = MatrixSyncStream(limit: limit)
        var rooms: [String] = []
        for chunk in chunks {
            try bytes[chunk].withUnsafeBytes { part in
                try stream.feed(part) { section, roomID, value in rooms.append("\(section) \(roomID) \(value.object.count)") }
            }
        }
        try stream.finish()
        return (rooms, stream.fields)
    }

    /// The body cut in two at `cut`.
    static func halves(of text: String, at cut: Int) -> [Range<Int>] {
        [0..<cut, cut..<text.utf8.count]
    }

    @Test("each room is handed over with its section and id, the other fields kept whole")
    func readsRoomsAndFields() throws {
        let read = try Self.stream(Self.answer, chunks: [0..<Self.answer.utf8.count])
        #expect(read.rooms == [
            "invite !in\"vite:localhost 1", "join !a:localhost 1", "join !b:localhost 2", "join !c:localhost 0", "leave !gone:localhost 1",
        ])
        #expect(Set(read.fields.keys) == ["to_device", "device_lists", "next_batch"], "rooms is not kept")
        #expect(read.fields["next_batch"]?.string == #"s"9""#)
        #expect(read.fields["to_device"]?["events"]?.array.first?["content"]?["x"]?.string == #"}],{"\"#)
    }

    @Test("cut in two at every byte (inside a string, an escape, a key, between rooms), it reads the same")
    func everyCut() throws {
        let whole = try Self.stream(Self.answer, chunks: [0..<Self.answer.utf8.count])
        for cut in 0...Self.answer.utf8.count {
            let read = try Self.stream(Self.answer, chunks: Self.halves(of: Self.answer, at: cut))
            #expect(read.rooms == whole.rooms, "cut at \(cut)")
            #expect(read.fields == whole.fields, "cut at \(cut)")
        }
        let byteByByte = try Self.stream(Self.answer, chunks: (0..<Self.answer.utf8.count).map { $0..<($0 + 1) })
        #expect(byteByByte.rooms == whole.rooms && byteByByte.fields == whole.fields)
    }

    @Test("a room is handed over as soon as its value is complete, before the rest of the answer arrives")
    func handsOverEarly() throws {
        let text = #"{"rooms": {"join": {"!a:localhost": {"timeline": {"events": []}}, "!b:localhost": {"#
        let bytes = Array(text.utf8)
        var stream = MatrixSyncStream(limit: 1 << 20)
        var rooms: [String] = []
        let firstRoomEnd = bytes.count - #", "!b:localhost": {"#.utf8.count
        try bytes[..<firstRoomEnd].withUnsafeBytes { part in
            try stream.feed(part) { _, roomID, _ in rooms.append(roomID) }
        }
        #expect(rooms.isEmpty, "a value may go on until the comma or brace after it")
        try bytes[firstRoomEnd...].withUnsafeBytes { part in
            try stream.feed(part) { _, roomID, _ in rooms.append(roomID) }
        }
        #expect(rooms == ["!a:localhost"])
        #expect(throws: MatrixError.self) { try stream.finish() }
    }

    @Test("read as it arrives, the batch is the one the whole answer gives")
    func sameBatch() throws {
        var stream = MatrixSyncStream(limit: 1 << 20)
        var builder = MatrixSyncBatchBuilder(botUserID: Self.bot, isFullState: true)
        for byte in Self.answer.utf8 {
            try [byte].withUnsafeBytes { part in
                try stream.feed(part) { section, roomID, room in builder.take(room, roomID: roomID, section: section) }
            }
        }
        try stream.finish()
        let streamed = try #require(builder.finish(fields: .object(stream.fields)))
        let json = try #require(MatrixJSON.decoded(Data(Self.answer.utf8)))
        let whole = try #require(MatrixSyncBatch(json, botUserID: Self.bot, isFullState: true))
        #expect(streamed.nextBatch == #"s"9""# && streamed.nextBatch == whole.nextBatch)
        #expect(streamed.messages.map(\.eventID) == ["$2", "$1"], "merged across rooms by the time they were sent")
        #expect(streamed.messages == whole.messages)
        #expect(streamed.messages.last?.body == "!ask \"what, {if}: [any]?\" \\ é😀 é")
        #expect(streamed.invites == whole.invites && streamed.invites.map(\.roomID) == ["!in\"vite:localhost"])
        #expect(streamed.joinedRooms == whole.joinedRooms && streamed.joinedRooms.count == 3)
        #expect(streamed.removals == whole.removals && streamed.removals.map(\.membership) == ["ban"])
        #expect(streamed.powerLevels == whole.powerLevels)
        #expect(streamed.toDeviceEvents == whole.toDeviceEvents && streamed.changedDeviceLists == ["@alice:localhost"])
        #expect(streamed.isFullState)
    }

    @Test("cut off anywhere before its last brace, the answer is refused, never taken for a shorter one")
    func truncated() {
        let count = Self.answer.utf8.count
        let lastBrace = Array(Self.answer.utf8).lastIndex(of: UInt8(ascii: "}"))!
        for end in 0...lastBrace {
            #expect(throws: MatrixError.self, "cut at \(end) of \(count)") { try Self.stream(Self.answer, chunks: [0..<end]) }
        }
    }

    @Test("an answer over the limit is refused as soon as the limit is passed")
    func overTheLimit() throws {
        let count = Self.answer.utf8.count
        _ = try Self.stream(Self.answer, chunks: [0..<count], limit: count)
        do {
            _ = try Self.stream(Self.answer, chunks: Self.halves(of: Self.answer, at: 100), limit: count - 1)
            Issue.record("an answer over the limit was read")
        } catch {
            #expect("\(error)".contains("larger than"), "\(error)")
        }
    }

    @Test("text that is not JSON is refused wherever it is, in a room or around the rooms, in one line", arguments: [
        "", "[]", "\"s1\"", "{\"next_batch\": \"s1\"}}", "{\"next_batch\": \"s1\"} x", "{\"next_batch\": \"s1\",}",
        "{\"next_batch\" \"s1\"}", "{next_batch: \"s1\"}", "{\"next_batch\": }", "{\"next_batch\": \"s1\"]",
        "{\"rooms\": {\"join\": {\"!a:localhost\": {\"timeline\": {\"events\": [}}}}, \"next_batch\": \"s1\"}",
        "{\"rooms\": {\"join\": {\"!a:localhost\": {\"timeline\": {\"events\": []}} x}, \"next_batch\": \"s1\"}",
        "{\"rooms\": {\"join\": {\"!a:localhost\" {}}}, \"next_batch\": \"s1\"}",
        "{\"rooms\": {\"join\": {\"!a:localhost\": {\"body\": \"a\u{1}b\"}}}, \"next_batch\": \"s1\"}",
        "{\"rooms\": {\"join\": {\"!a:localhost\": {},}}, \"next_batch\": \"s1\"}",
        "{\"rooms\": {\"join\": {\"!a:localhost\": {}]}, \"next_batch\": \"s1\"}",
        "{\"rooms\": {\"join\": {7: {}}}, \"next_batch\": \"s1\"}",
        "{\"rooms\": {\"join\": {\"!a:localhost\": tru}}, \"next_batch\": \"s1\"}",
    ])
    func notJSON(_ text: String) {
        do {
            _ = try Self.stream(text, chunks: [0..<text.utf8.count])
            Issue.record("read: \(text)")
        } catch {
            #expect(error is MatrixError && !"\(error)".contains("\n"), "\(error)")
        }
    }

    @Test("sections and rooms that are no objects hold no room, and an empty answer's rooms are none")
    func oddSections() throws {
        let text = #"{"rooms": {"join": null, "invite": [], "leave": {"!x:localhost": null}}, "next_batch": "s1"}"#
        let read = try Self.stream(text, chunks: [0..<text.utf8.count])
        #expect(read.rooms == ["leave !x:localhost 0"])
        let empty = #"{"rooms": {}, "next_batch": "s2"}"#
        #expect(try Self.stream(empty, chunks: [0..<empty.utf8.count]).rooms.isEmpty)
    }

    /// Through a real HTTP server: the client reads the body as it comes off the connection.
    @Test("over HTTP: an answer is read into its batch; one cut off mid-room or without next_batch is an error, not a batch")
    func overHTTP() async throws {
        let server = try await TestFileServer.start()
        let api = try MatrixAPI(homeserver: server.baseURL, caFile: nil)
        let path = MatrixAPI.path("sync")
        server.serve(bytes: Array(Self.answer.utf8), at: path)
        let batch = try await api.sync(path, query: [("timeout", "0")], timeout: .seconds(30), botUserID: Self.bot, isFullState: false)
        #expect(batch.nextBatch == #"s"9""# && batch.messages.count == 2 && batch.invites.count == 1)

        let firstRoom = try #require(Self.answer.range(of: "!b:localhost"))
        server.inject(.cutBody(afterBytes: Self.answer.utf8.distance(from: Self.answer.startIndex, to: firstRoom.lowerBound)), at: path)
        await #expect(throws: MatrixError.self) {
            _ = try await api.sync(path, query: [], timeout: .seconds(30), botUserID: Self.bot, isFullState: false)
        }
        server.serve(bytes: Array(#"{"rooms": {"join": {}}}"#.utf8), at: path)
        do {
            _ = try await api.sync(path, query: [], timeout: .seconds(30), botUserID: Self.bot, isFullState: false)
            Issue.record("an answer without next_batch became a batch")
        } catch {
            #expect(error.description.contains("next_batch"), "\(error)")
        }
        await api.shutdown()
        try await server.shutdown()
    }
}
