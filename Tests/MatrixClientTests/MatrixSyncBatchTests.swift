import Foundation
@testable import MatrixClient
import Testing

/// Reading a `/sync` answer: what Townhall acts on, and odd events skipped instead of failing.
@Suite("Matrix sync answers")
struct MatrixSyncBatchTests {
    static let bot = "@bot:localhost"

    static func batch(_ json: String) throws -> MatrixSyncBatch {
        let value = try #require(MatrixJSON.decoded(Data(json.utf8)))
        return try #require(MatrixSyncBatch(value, botUserID: bot))
    }

    @Test("to-device messages and device list changes are read as they come")
    func readsToDeviceAndDeviceLists() throws {
        let batch = try Self.batch("""
            {"next_batch": "s3",
             "to_device": {"events": [{"type": "m.room.encrypted", "sender": "@alice:localhost", "content": {"algorithm": "m.olm.v1.curve25519-aes-sha2"}}]},
             "device_lists": {"changed": ["@alice:localhost", "@carol:localhost"], "left": ["@dave:localhost"]}}
            """)
        #expect(batch.toDeviceEvents.map { $0["sender"]?.string } == ["@alice:localhost"])
        #expect(batch.changedDeviceLists == ["@alice:localhost", "@carol:localhost"])
        #expect(batch.leftDeviceLists == ["@dave:localhost"])
        #expect(batch.messages.isEmpty)
    }

    @Test("messages, invites, encryption, history visibility, power levels and m.direct")
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
                 "!secret:localhost": {"state": {"events": [
                     {"type": "m.room.history_visibility", "state_key": "", "content": {"history_visibility": "joined"}}]},
                   "timeline": {"events": [
                     {"type": "m.room.encrypted", "event_id": "$5", "sender": "@bob:localhost", "content": {"algorithm": "m.megolm.v1.aes-sha2"}}]}}},
               "leave": {"!gone:localhost": {}}}}
            """)
        #expect(batch.nextBatch == "s2")
        // an encrypted message is read too, with its content, to be decrypted
        #expect(batch.messages.sorted { $0.eventID < $1.eventID } == [
            .init(roomID: "!room:localhost", eventID: "$1", sender: "@alice:localhost", body: "!ping"),
            .init(roomID: "!secret:localhost", eventID: "$5", sender: "@bob:localhost", body: "",
                  encrypted: .object(["algorithm": .string("m.megolm.v1.aes-sha2")])),
        ])
        #expect(batch.invites == [.init(roomID: "!new:localhost", inviter: "@alice:localhost", isDirect: true)])
        #expect(batch.encryptedRooms == ["!secret:localhost"])
        #expect(batch.historyVisibility == ["!secret:localhost": "joined"], "who gets the room's key: joined members only")
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

    @Test("reactions and redactions by people are read in order; the bot's own, stripped ones and history are left; malformed ones are counted")
    func reactions() throws {
        let batch = try Self.batch("""
            {"next_batch": "s4", "rooms": {"join": {"!room:localhost": {"timeline": {"events": [
              {"type": "m.reaction", "event_id": "$old", "sender": "@alice:localhost",
               "content": {"m.relates_to": {"rel_type": "m.annotation", "event_id": "$q0", "key": "👍"}}},
              {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@bot:localhost", "content": {"membership": "join"}},
              {"type": "m.reaction", "event_id": "$r1", "sender": "@alice:localhost",
               "content": {"m.relates_to": {"rel_type": "m.annotation", "event_id": "$q1", "key": "👍"}}},
              {"type": "m.reaction", "event_id": "$r2", "sender": "@bot:localhost",
               "content": {"m.relates_to": {"rel_type": "m.annotation", "event_id": "$q1", "key": "👍"}}},
              {"type": "m.reaction", "event_id": "$r3", "sender": "@bob:localhost", "content": {},
               "unsigned": {"redacted_because": {"type": "m.room.redaction"}}},
              {"type": "m.reaction", "event_id": "$r4", "sender": "@bob:localhost", "content": {"m.relates_to": {"rel_type": "m.reference"}}},
              {"type": "m.room.redaction", "event_id": "$x1", "sender": "@alice:localhost", "redacts": "$r1", "content": {}},
              {"type": "m.room.redaction", "event_id": "$x2", "sender": "@carol:localhost", "content": {"redacts": "$r9"}},
              {"type": "m.room.redaction", "event_id": "$x3", "sender": "@carol:localhost", "content": {}}]}}}}}
            """)
        #expect(batch.reactionChanges == [
            .init(roomID: "!room:localhost", eventID: "$r1", sender: "@alice:localhost", kind: .reacted(target: "$q1", key: "👍")),
            .init(roomID: "!room:localhost", eventID: "$x1", sender: "@alice:localhost", kind: .redacted("$r1")),
            .init(roomID: "!room:localhost", eventID: "$x2", sender: "@carol:localhost", kind: .redacted("$r9")),
        ])
        #expect(batch.skipped == 2)
    }

    @Test("a tombstone names the replacement room; a kick or ban by someone else is a removal, the bot's own leave is not")
    func roomsThatChange() throws {
        let batch = try Self.batch("""
            {"next_batch": "s5", "rooms": {
              "join": {"!old:localhost": {"timeline": {"events": [
                {"type": "m.room.tombstone", "state_key": "", "event_id": "$t", "sender": "@alice:localhost",
                 "content": {"body": "This room was upgraded", "replacement_room": "!new:localhost"}}]}},
                       "!odd:localhost": {"timeline": {"events": [
                {"type": "m.room.tombstone", "state_key": "", "event_id": "$u", "sender": "@alice:localhost", "content": {"body": "no room"}}]}}},
              "leave": {
                "!kicked:localhost": {"timeline": {"events": [
                  {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@alice:localhost", "content": {"membership": "leave", "reason": "spam"}}]}},
                "!banned:localhost": {"timeline": {"events": [
                  {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@carol:localhost", "content": {"membership": "ban"}}]}},
                "!gone:localhost": {"timeline": {"events": [
                  {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@bot:localhost", "content": {"membership": "leave"}}]}}}}}
            """)
        #expect(batch.tombstones == ["!old:localhost": "!new:localhost"])
        #expect(batch.skipped == 1)
        #expect(Set(batch.removals.map(\.roomID)) == ["!kicked:localhost", "!banned:localhost"])
        #expect(batch.removals.first { $0.roomID == "!kicked:localhost" } == .init(roomID: "!kicked:localhost", membership: "leave",
                                                                                   by: "@alice:localhost", reason: "spam"))
        #expect(batch.removals.first { $0.roomID == "!banned:localhost" }?.membership == "ban")
    }

    /// A room the bot has just joined shows its recent past in the timeline: what people said
    /// before the bot was there is history, while what came after its join is for the bot.
    @Test("in a room the bot just joined, messages before its join are history; the ones after it are commands")
    func historyBeforeJoin() throws {
        let batch = try Self.batch("""
            {"next_batch": "s4", "rooms": {"join": {
              "!new:localhost": {"timeline": {"limited": true, "events": [
                {"type": "m.room.message", "event_id": "$old", "sender": "@alice:localhost", "content": {"msgtype": "m.text", "body": "!ping"}},
                {"type": "m.room.member", "event_id": "$join", "sender": "@bot:localhost", "state_key": "@bot:localhost",
                 "content": {"membership": "join"}, "unsigned": {"prev_content": {"membership": "invite"}}},
                {"type": "m.room.message", "event_id": "$first", "sender": "@alice:localhost", "content": {"msgtype": "m.text", "body": "!help"}},
                {"type": "m.room.member", "event_id": "$rename", "sender": "@bot:localhost", "state_key": "@bot:localhost",
                 "content": {"membership": "join", "displayname": "Townhall"}, "unsigned": {"prev_content": {"membership": "join"}}},
                {"type": "m.room.message", "event_id": "$second", "sender": "@bob:localhost", "content": {"msgtype": "m.text", "body": "!ping"}}]}},
              "!known:localhost": {"timeline": {"events": [
                {"type": "m.room.member", "event_id": "$bob", "sender": "@bob:localhost", "state_key": "@bob:localhost",
                 "content": {"membership": "join"}},
                {"type": "m.room.message", "event_id": "$3", "sender": "@alice:localhost", "content": {"msgtype": "m.text", "body": "!ping"}}]}}}}}
            """)
        #expect(batch.messages.filter { $0.roomID == "!new:localhost" }.map(\.eventID) == ["$first", "$second"])
        #expect(batch.messages.filter { $0.roomID == "!known:localhost" }.map(\.eventID) == ["$3"])
        #expect(batch.history == ["!new:localhost": 1])
    }

    /// One person writes in a DM, then in a room; both arrive in one sync, whose rooms come in
    /// no particular order: the bot must take them in the order they were sent.
    @Test("messages of one sync are merged across rooms by the time they were sent, each room keeping its order")
    func orderAcrossRooms() throws {
        let rooms = ["!a:localhost", "!b:localhost", "!c:localhost"]
        func message(_ id: String, at time: Int) -> String {
            #"{"type": "m.room.message", "event_id": "\#(id)", "sender": "@alice:localhost", "origin_server_ts": \#(time), "content": {"msgtype": "m.text", "body": "x"}}"#
        }
        let timelines = [
            [message("$a1", at: 1003), message("$a2", at: 1001)],  // a skewed clock: the room's order stands
            [message("$b1", at: 1000), message("$b2", at: 1005)],
            [message("$c1", at: 1002)],
        ]
        let joined = zip(rooms, timelines).map { #""\#($0)": {"timeline": {"events": [\#($1.joined(separator: ","))]}}"# }
        let batch = try Self.batch(#"{"next_batch": "s5", "rooms": {"join": {\#(joined.joined(separator: ","))}}}"#)
        #expect(batch.messages.map(\.eventID) == ["$b1", "$c1", "$a1", "$a2", "$b2"])
    }

    /// From room version 12 a room's creators outrank everyone and are not listed in its
    /// power levels: the bot must still count them as operators.
    @Test("the creators of a version 12 room are known; an older room's creator is ranked by power level")
    func creators() throws {
        let batch = try Self.batch("""
            {"next_batch": "s6", "rooms": {"join": {
              "!v12:localhost": {"state": {"events": [
                {"type": "m.room.create", "state_key": "", "sender": "@olivia:localhost",
                 "content": {"room_version": "12", "additional_creators": ["@root:localhost"]}}]}},
              "!v11:localhost": {"state": {"events": [
                {"type": "m.room.create", "state_key": "", "sender": "@olivia:localhost", "content": {"room_version": "11"}}]}}}}}
            """)
        #expect(batch.creators == ["!v12:localhost": ["@olivia:localhost", "@root:localhost"]])
    }

    @Test("an answer without next_batch is not a batch")
    func noPosition() throws {
        let value = try #require(MatrixJSON.decoded(Data(#"{"rooms": {}}"#.utf8)))
        #expect(MatrixSyncBatch(value, botUserID: Self.bot) == nil)
    }

    /// The bot counts each room's members to tell a DM (itself and one person) from a room: it
    /// follows every membership event, state first, then the timeline, in order.
    @Test("membership events of each room are read in order, state before timeline")
    func memberChanges() throws {
        let batch = try Self.batch("""
            {"next_batch": "s7", "rooms": {"join": {"!dm:localhost": {
              "state": {"events": [
                {"type": "m.room.member", "state_key": "@alice:localhost", "sender": "@alice:localhost", "content": {"membership": "join"}}]},
              "timeline": {"events": [
                {"type": "m.room.member", "event_id": "$i", "state_key": "@carol:localhost", "sender": "@alice:localhost",
                 "content": {"membership": "invite"}},
                {"type": "m.room.member", "event_id": "$l", "state_key": "@carol:localhost", "sender": "@carol:localhost",
                 "content": {"membership": "leave"}},
                {"type": "m.room.member", "event_id": "$b", "state_key": "@dave:localhost", "sender": "@alice:localhost",
                 "content": {"membership": "ban"}},
                {"type": "m.room.member", "event_id": "$x", "state_key": "@dave:localhost", "sender": "@alice:localhost", "content": {}}]}}}}}
            """)
        #expect(batch.memberChanges["!dm:localhost"] == [
            .init(user: "@alice:localhost", membership: "join"), .init(user: "@carol:localhost", membership: "invite"),
            .init(user: "@carol:localhost", membership: "leave"), .init(user: "@dave:localhost", membership: "ban"),
        ])
        #expect(batch.memberChanges["!dm:localhost"]?.map(\.isPresent) == [true, true, false, false])
        #expect(batch.skipped == 1)
    }

    /// `is_direct` is the inviter's word: whoever else the invite state shows in the room makes
    /// it a room invite.
    @Test("a DM invite names whoever else its room state shows joined or invited")
    func inviteOthers() throws {
        let batch = try Self.batch("""
            {"next_batch": "s8", "rooms": {"invite": {
              "!busy:localhost": {"invite_state": {"events": [
                {"type": "m.room.member", "state_key": "@bob:localhost", "sender": "@bob:localhost", "content": {"membership": "join"}},
                {"type": "m.room.member", "state_key": "@alice:localhost", "sender": "@bob:localhost", "content": {"membership": "invite"}},
                {"type": "m.room.member", "state_key": "@gone:localhost", "sender": "@gone:localhost", "content": {"membership": "leave"}},
                {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@bob:localhost",
                 "content": {"membership": "invite", "is_direct": true}}]}},
              "!dm:localhost": {"invite_state": {"events": [
                {"type": "m.room.member", "state_key": "@alice:localhost", "sender": "@alice:localhost", "content": {"membership": "join"}},
                {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@alice:localhost",
                 "content": {"membership": "invite", "is_direct": true}}]}}}}}
            """)
        let invites = Dictionary(uniqueKeysWithValues: batch.invites.map { ($0.roomID, $0) })
        #expect(invites["!busy:localhost"] == .init(roomID: "!busy:localhost", inviter: "@bob:localhost", isDirect: true,
                                                    others: ["@alice:localhost"]))
        #expect(invites["!dm:localhost"] == .init(roomID: "!dm:localhost", inviter: "@alice:localhost", isDirect: true))
    }

    /// The sync a reply of the bot comes back in holds nothing to act on: its position may wait.
    @Test("the echo of the bot's own reply has nothing to act on; a message, invite, reaction or to-device message has")
    func eventsToAct() throws {
        let echo = try Self.batch("""
            {"next_batch": "s9", "device_one_time_keys_count": {"signed_curve25519": 50}, "rooms": {"join": {"!room:localhost": {"timeline": {"events": [
              {"type": "m.room.message", "event_id": "$9", "sender": "@bot:localhost", "content": {"msgtype": "m.notice", "body": "pong"}}]}}}}}
            """)
        #expect(!echo.hasEventsToAct)
        for part in [
            #""rooms": {"join": {"!room:localhost": {"timeline": {"events": [{"type": "m.room.message", "event_id": "$1", "sender": "@alice:localhost", "content": {"msgtype": "m.text", "body": "!ping"}}]}}}}"#,
            #""rooms": {"join": {"!room:localhost": {"timeline": {"events": [{"type": "m.reaction", "event_id": "$2", "sender": "@alice:localhost", "content": {"m.relates_to": {"rel_type": "m.annotation", "event_id": "$9", "key": "👍"}}}]}}}}"#,
            #""rooms": {"invite": {"!new:localhost": {"invite_state": {"events": [{"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@alice:localhost", "content": {"membership": "invite"}}]}}}}"#,
            #""rooms": {"leave": {"!gone:localhost": {}}}"#,
            #""to_device": {"events": [{"type": "m.room.encrypted", "sender": "@alice:localhost", "content": {}}]}"#,
            #""device_lists": {"changed": ["@alice:localhost"]}"#,
        ] {
            #expect(try Self.batch(#"{"next_batch": "s10", "# + part + "}").hasEventsToAct, "\(part)")
        }
    }
}
