import Foundation
import Testing
@testable import TownhallApp

/// Reading a `/sync` answer: what Townhall acts on, and odd events skipped instead of failing.
@Suite("Matrix sync answers")
struct MatrixSyncBatchTests {
    static let bot = "@bot:localhost"

    static func batch(_ json: String) throws -> MatrixSyncBatch {
        let value = try #require(MatrixJSON.decoded(Data(json.utf8)))
        return try #require(MatrixSyncBatch(value, botUserID: bot))
    }

    @Test("messages, invites, encryption, power levels and m.direct")
    func reads() throws {
        let batch = try Self.batch("""
            {"next_batch": "s2",
             "account_data": {"events": [{"type": "m.direct", "content": {"@alice:localhost": ["!dm:localhost"]}}]},
             "rooms": {
               "invite": {"!new:localhost": {"invite_state": {"events": [
                 {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@alice:localhost",
                  "content": {"membership": "invite", "is_direct": true}}]}}},
               "join": {
                 "!room:localhost": {"state": {"events": [
                     {"type": "m.room.power_levels", "state_key": "", "content": {"users": {"@alice:localhost": 100}, "users_default": 0}}]},
                   "timeline": {"limited": false, "events": [
                     {"type": "m.room.message", "event_id": "$1", "sender": "@alice:localhost", "content": {"msgtype": "m.text", "body": "!ping"}},
                     {"type": "m.room.message", "event_id": "$2", "sender": "@bot:localhost", "content": {"msgtype": "m.notice", "body": "pong"}},
                     {"type": "m.room.message", "event_id": "$3", "sender": "@bob:localhost", "content": {"msgtype": "m.emote", "body": "waves"}},
                     {"type": "m.room.message", "event_id": "$4", "sender": "@bob:localhost",
                      "content": {"msgtype": "m.text", "body": "* !ping", "m.relates_to": {"rel_type": "m.replace", "event_id": "$1"}}}]}},
                 "!secret:localhost": {"timeline": {"events": [
                     {"type": "m.room.encrypted", "event_id": "$5", "sender": "@bob:localhost", "content": {"algorithm": "m.megolm.v1.aes-sha2"}}]}}},
               "leave": {"!gone:localhost": {}}}}
            """)
        #expect(batch.nextBatch == "s2")
        #expect(batch.messages == [.init(roomID: "!room:localhost", eventID: "$1", sender: "@alice:localhost", body: "!ping")])
        #expect(batch.invites == [.init(roomID: "!new:localhost", inviter: "@alice:localhost", isDirect: true)])
        #expect(batch.encryptedRooms == ["!secret:localhost"])
        #expect(batch.powerLevels["!room:localhost"]?["@alice:localhost"] == 100)
        #expect(batch.directRooms == ["@alice:localhost": ["!dm:localhost"]])
        #expect(batch.leftRooms == ["!gone:localhost"] && batch.joinedRooms.count == 2)
        #expect(batch.skipped == 0)
    }

    @Test("malformed events are counted and skipped; the rest of the batch stands")
    func malformed() throws {
        let batch = try Self.batch("""
            {"next_batch": "s3", "rooms": {"join": {"!room:localhost": {"timeline": {"events": [
              {"event_id": "$0", "sender": "@alice:localhost"},
              {"type": "m.room.message", "sender": "@alice:localhost", "content": {"msgtype": "m.text", "body": "no id"}},
              {"type": "m.room.message", "event_id": "$6", "sender": "@alice:localhost", "content": {"msgtype": "m.text", "body": 7}},
              {"type": "m.room.message", "event_id": "$7", "sender": "@alice:localhost", "content": {"msgtype": "m.text", "body": "ping"}}]}}}}}
            """)
        #expect(batch.messages.map(\.eventID) == ["$7"])
        #expect(batch.skipped == 3)
    }

    @Test("an answer without next_batch is not a batch")
    func noPosition() throws {
        let value = try #require(MatrixJSON.decoded(Data(#"{"rooms": {}}"#.utf8)))
        #expect(MatrixSyncBatch(value, botUserID: Self.bot) == nil)
    }
}
