import Foundation
@testable import MatrixClient
import Testing

/// A sync answer far larger than any timeline limit the bot asks for (a homeserver that ignores
/// the filter, or a room flooded while the bot was away): read whole, each event once, with the
/// odd ones among them counted and skipped and no crash.
@Suite("Matrix sync answers that are large")
struct MatrixLargeSyncTests {
    static let room = "!flood:localhost"

    /// 10,000 timeline events in one room: messages, reactions and redactions of them, malformed
    /// events, and power-levels events whose levels are strings, floats and numbers past 2^53.
    static func flood() -> String {
        var events: [String] = []
        for index in 0..<10_000 {
            let sender = "\"sender\": \"@user\(index % 50):localhost\""
            switch index % 20 {
            case 0:
                events.append("""
                    {"type": "m.reaction", "event_id": "$e\(index)", \(sender),
                     "content": {"m.relates_to": {"rel_type": "m.annotation", "event_id": "$e\(index - 1)", "key": "👍"}}}
                    """)
            case 1:
                events.append("{\"type\": \"m.room.redaction\", \"event_id\": \"$e\(index)\", \(sender), \"redacts\": \"$e\(index - 1)\", \"content\": {}}")
            case 2:
                events.append("{\"type\": \"m.room.message\", \(sender), \"content\": {\"msgtype\": \"m.text\", \"body\": 7}}")
            case 3:
                let level = ["\"50\"", "50.5", "100000000000000000000000", "-1e300", "\"fifty\""][(index / 20) % 5]
                events.append("""
                    {"type": "m.room.power_levels", "state_key": "", "event_id": "$e\(index)", "sender": "@olivia:localhost",
                     "content": {"users": {"@olivia:localhost": 100, "@gina:localhost": \(level)}, "users_default": 0}}
                    """)
            default:
                events.append("""
                    {"type": "m.room.message", "event_id": "$e\(index)", \(sender), "origin_server_ts": \(index),
                     "content": {"msgtype": "m.text", "body": "!ping \(index)"}}
                    """)
            }
        }
        return """
            {"next_batch": "s10000", "rooms": {"join": {"\(room)": {"timeline": {"limited": true, "events": [\(events.joined(separator: ",\n"))]}}}}}
            """
    }

    @Test("10,000 events in one room: every message once and in order, reactions and redactions read, malformed ones counted, one position")
    func tenThousandEvents() async throws {
        let sync = Self.flood()
        let answer = try #require(MatrixJSON.decoded(Data(sync.utf8)))
        let batch = try #require(MatrixSyncBatch(answer, botUserID: "@bot:localhost"))
        #expect(batch.nextBatch == "s10000")
        let expected = (0..<10_000).filter { $0 % 20 >= 4 }.map { "$e\($0)" }
        #expect(batch.messages.map(\.eventID) == expected, "8,000 messages, each once, in the order sent")
        #expect(batch.reactionChanges.count == 1_000)
        #expect(batch.reactionChanges.filter { if case .redacted = $0.kind { true } else { false } }.count == 500)
        #expect(batch.skipped == 500, "the messages without an id or a text body")
        #expect(batch.joinedRooms == [Self.room])

        // the last power-levels event of the flood stands; its level ("fifty") gives the default
        try await MatrixOperatorTests.withSession(after: sync) { session in
            #expect(await session.isOperator("@olivia:localhost", in: Self.room))
            #expect(await session.powerLevel(of: "@gina:localhost", in: Self.room) == 0)
        }
    }

    @Test("each kind of odd level in the flood's power levels: a string of digits counts, the rest give the default")
    func oddLevelsInTheTimeline() async throws {
        for (level, expected) in [("\"50\"", 50), ("50.5", 0), ("100000000000000000000000", 0), ("-1e300", 0), ("\"fifty\"", 0),
                                  ("9007199254740991", 9_007_199_254_740_991), ("9007199254740992", 0)] {
            let sync = """
                {"next_batch": "s1", "rooms": {"join": {"\(Self.room)": {"timeline": {"events": [
                  {"type": "m.room.power_levels", "state_key": "", "event_id": "$p", "sender": "@olivia:localhost",
                   "content": {"users": {"@gina:localhost": \(level)}, "users_default": 0}}]}}}}}
                """
            try await MatrixOperatorTests.withSession(after: sync) { session in
                #expect(await session.powerLevel(of: "@gina:localhost", in: Self.room) == expected, "\(level)")
            }
        }
    }
}
