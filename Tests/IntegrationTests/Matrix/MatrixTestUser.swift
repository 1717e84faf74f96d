import Foundation
import MatrixClient
import NIOHTTP1
import MatrixTestServer
import Synchronization
@testable import TownhallApp

/// A person on the test homeserver: logs in, makes rooms, writes, and reads what happens through
/// its own `/sync` long-polls (waits end on the event itself, or at a deadline — never a sleep).
final class MatrixTestUser: Sendable {
    struct Message: Sendable, Equatable {
        var roomID: String
        var sender: String
        var body: String
        var msgtype: String
        var formattedBody: String?
        /// `m.mentions.user_ids`; nil when the event has no `m.mentions` at all.
        var mentions: [String]?
        var eventID: String = ""
        /// `m.relates_to.m.in_reply_to.event_id`: the event this one is a rich reply to.
        var inReplyTo: String?
    }

    struct View: Sendable {
        var messages: [Message] = []
        /// Rooms this user is invited to (and has not joined).
        var invites: Set<String> = []
        /// Room → user id → membership ("join", "leave", "invite").
        var memberships: [String: [String: String]] = [:]
    }

    let api: MatrixAPI
    let userID: String
    /// A person's client waits out a 429 like any client (`retry_after_ms`).
    private static let patience = MatrixRetry(minimum: .milliseconds(100), maximum: .seconds(2))
    private let since = Mutex<String?>(nil)
    private let view = Mutex(View())

    private init(api: MatrixAPI, userID: String) {
        self.api = api
        self.userID = userID
    }

    static func login(_ local: String, password: String, on server: MatrixTestServer.Info) async throws -> MatrixTestUser {
        let api = try MatrixAPI(homeserver: server.homeserver, caFile: nil)
        do {
            let identifier: [String: MatrixJSON] = ["type": .string("m.id.user"), "user": .string(local)]
            let fields: [String: MatrixJSON] = [
                "type": .string("m.login.password"), "identifier": .object(identifier), "password": .string(password),
            ]
            let answer = try await api.call(.POST, MatrixAPI.path("login"), body: .object(fields))
            api.setAccessToken(answer["access_token"]?.string ?? "")
            return MatrixTestUser(api: api, userID: answer["user_id"]?.string ?? "")
        } catch {
            await api.shutdown()
            throw error
        }
    }

    func close() async { await api.shutdown() }

    private func call(_ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: MatrixJSON? = nil,
                      timeout: Duration = .seconds(30)) async throws -> MatrixJSON {
        try await Self.patience.run(attempts: 30) { () async throws(MatrixError) in
            try await api.call(method, path, query: query, body: body, timeout: timeout)
        }
    }

    /// `isPublic`: anyone may join (a room upgraded from it too), not only those invited.
    func createRoom(inviting users: [String], direct: Bool, isPublic: Bool = false) async throws -> String {
        let fields: [String: MatrixJSON] = [
            "preset": .string(direct ? "trusted_private_chat" : isPublic ? "public_chat" : "private_chat"), "is_direct": .bool(direct),
            "invite": .array(users.map { MatrixJSON.string($0) }),
        ]
        let answer = try await call(.POST, MatrixAPI.path("createRoom"), body: .object(fields))
        return answer["room_id"]?.string ?? ""
    }

    /// A room anyone on the homeserver may join without an invite, with the alias `#alias:localhost`.
    func createPublicRoom(alias: String) async throws -> String {
        let fields: [String: MatrixJSON] = ["preset": .string("public_chat"), "room_alias_name": .string(alias)]
        let answer = try await call(.POST, MatrixAPI.path("createRoom"), body: .object(fields))
        return answer["room_id"]?.string ?? ""
    }

    /// A room with end-to-end encryption switched on from the start.
    func createEncryptedRoom(inviting users: [String]) async throws -> String {
        let encryption: [String: MatrixJSON] = [
            "type": .string("m.room.encryption"), "state_key": .string(""),
            "content": .object(["algorithm": .string("m.megolm.v1.aes-sha2")]),
        ]
        let fields: [String: MatrixJSON] = [
            "preset": .string("private_chat"), "invite": .array(users.map { MatrixJSON.string($0) }),
            "initial_state": .array([.object(encryption)]),
        ]
        let answer = try await call(.POST, MatrixAPI.path("createRoom"), body: .object(fields))
        return answer["room_id"]?.string ?? ""
    }

    func join(_ roomID: String) async throws {
        _ = try await call(.POST, MatrixAPI.path("join", roomID), body: .empty)
    }

    /// Sets `roomID`'s `m.room.history_visibility` (`shared`, `invited`, `joined`…).
    func setHistoryVisibility(_ visibility: String, in roomID: String) async throws {
        _ = try await call(.PUT, MatrixAPI.path("rooms", roomID, "state", "m.room.history_visibility", ""),
                           body: .object(["history_visibility": .string(visibility)]))
    }

    func invite(_ user: String, to roomID: String) async throws {
        _ = try await call(.POST, MatrixAPI.path("rooms", roomID, "invite"), body: .object(["user_id": .string(user)]))
    }

    /// The local part of the user id: the display name Synapse gives a new account.
    var localpart: String { MatrixUserID.localpart(of: userID) }

    /// Writes `text` in `roomID`; returns the message's event id.
    @discardableResult
    func say(_ text: String, in roomID: String) async throws -> String {
        let answer = try await call(.PUT, MatrixAPI.path("rooms", roomID, "send", "m.room.message", UUID().uuidString),
                                    body: .object(["msgtype": .string("m.text"), "body": .string(text)]))
        return answer["event_id"]?.string ?? ""
    }

    /// Who is joined to or invited into `roomID` now, as the homeserver answers (user id → membership).
    func members(of roomID: String) async throws -> [String: String] {
        let answer = try await call(.GET, MatrixAPI.path("rooms", roomID, "members"), query: [("not_membership", "leave")])
        var members: [String: String] = [:]
        for event in answer["chunk"]?.array ?? [] {
            guard let who = event["state_key"]?.string, let membership = event["content"]?["membership"]?.string,
                  membership == "join" || membership == "invite" else { continue }
            members[who] = membership
        }
        return members
    }

    /// Sets the levels of `levels`' users in `roomID`'s `m.room.power_levels`, the others kept
    /// (this user must rank high enough).
    func setPowerLevels(_ levels: [String: MatrixJSON], in roomID: String) async throws {
        let path = MatrixAPI.path("rooms", roomID, "state", "m.room.power_levels", "")
        var content = try await call(.GET, path).object
        content["users"] = .object((content["users"]?.object ?? [:]).merging(levels) { $1 })
        _ = try await call(.PUT, path, body: .object(content))
    }

    /// Reacts to `eventID` with `key` (an `m.reaction` annotation, as clients send a 👍);
    /// returns the reaction's event id.
    @discardableResult
    func react(_ key: String, to eventID: String, in roomID: String) async throws -> String {
        let relation: [String: MatrixJSON] = ["rel_type": .string("m.annotation"), "event_id": .string(eventID), "key": .string(key)]
        let answer = try await call(.PUT, MatrixAPI.path("rooms", roomID, "send", "m.reaction", UUID().uuidString),
                                    body: .object(["m.relates_to": .object(relation)]))
        return answer["event_id"]?.string ?? ""
    }

    /// Redacts `eventID` (withdraws a reaction, deletes a message).
    func redact(_ eventID: String, in roomID: String) async throws {
        _ = try await call(.PUT, MatrixAPI.path("rooms", roomID, "redact", eventID, UUID().uuidString), body: .object([:]))
    }

    /// Upgrades `roomID` (this user needs the power to): the homeserver makes a new room and puts
    /// an `m.room.tombstone` naming it in the old one. Returns the new room's id.
    func upgrade(_ roomID: String, to version: String = "10") async throws -> String {
        let answer = try await call(.POST, MatrixAPI.path("rooms", roomID, "upgrade"), body: .object(["new_version": .string(version)]))
        return answer["replacement_room"]?.string ?? ""
    }

    /// Kicks `user` out of `roomID`.
    func kick(_ user: String, from roomID: String) async throws {
        _ = try await call(.POST, MatrixAPI.path("rooms", roomID, "kick"), body: .object(["user_id": .string(user), "reason": .string("test")]))
    }

    /// Posts an `m.room.message` with any content, even one no client should send.
    func send(content: MatrixJSON, in roomID: String) async throws {
        _ = try await call(.PUT, MatrixAPI.path("rooms", roomID, "send", "m.room.message", UUID().uuidString), body: content)
    }

    /// Blocks `roomID` on the homeserver (Synapse admin API; this user must be a server admin):
    /// no local user may join it any more, while invites to it stay as they were.
    func block(_ roomID: String) async throws {
        let room = roomID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? roomID
        _ = try await call(.PUT, "/_synapse/admin/v1/rooms/\(room)/block", body: .object(["block": .bool(true)]))
    }

    /// Syncs until `done` holds for what this user has seen, or throws after `timeout`.
    @discardableResult
    func wait(_ what: String, timeout: Duration = .seconds(30), until done: (View) -> Bool) async throws -> View {
        let deadline = ContinuousClock.now + timeout
        while true {
            let current = view.withLock { $0 }
            if done(current) { return current }
            guard ContinuousClock.now < deadline else {
                throw WaitTimeout(description: "\(userID): no \(what) within \(timeout); saw \(current.messages.map(\.body))")
            }
            try await syncOnce()
        }
    }

    /// The bot's messages in `roomID`.
    func botMessages(in roomID: String, bot: String = "@bot:localhost") -> [Message] {
        view.withLock { $0.messages.filter { $0.roomID == roomID && $0.sender == bot } }
    }

    /// Whether `bot` said, in `roomID`, a message whose body `matches`.
    func botSaid(in roomID: String, bot: String, _ matches: (String) -> Bool) -> Bool {
        botMessages(in: roomID, bot: bot).contains { matches($0.body) }
    }

    /// Closes `people` and stops `bot`: a test's last step, whether it passed or threw.
    static func close(_ people: [MatrixTestUser], stopping bot: RunningBot) async {
        for person in people { await person.close() }
        await bot.stop()
    }

    /// The latest `limit` messages of `roomID`, oldest first, from the room's history
    /// (`/messages`) rather than from this user's syncs: all of them, whatever gaps the syncs had.
    func history(of roomID: String, limit: Int = 1000) async throws -> [Message] {
        let answer = try await call(.GET, MatrixAPI.path("rooms", roomID, "messages"),
                                    query: [("dir", "b"), ("limit", String(limit))])
        return (answer["chunk"]?.array ?? []).reversed().filter { $0["type"]?.string == "m.room.message" }
            .map { Self.message($0, in: roomID) }
    }

    private static func message(_ event: MatrixJSON, in roomID: String) -> Message {
        Message(roomID: roomID, sender: event["sender"]?.string ?? "",
                body: event["content"]?["body"]?.string ?? "",
                msgtype: event["content"]?["msgtype"]?.string ?? "",
                formattedBody: event["content"]?["formatted_body"]?.string,
                mentions: event["content"]?["m.mentions"].map { $0["user_ids"]?.array.compactMap(\.string) ?? [] },
                eventID: event["event_id"]?.string ?? "",
                inReplyTo: event["content"]?["m.relates_to"]?["m.in_reply_to"]?["event_id"]?.string)
    }

    private func syncOnce() async throws {
        // a room's timeline holds 10 events per sync by default: more would hide a burst's start
        var query = [("timeout", "2000"), ("filter", #"{"room":{"timeline":{"limit":200}}}"#)]
        if let token = since.withLock({ $0 }) { query.append(("since", token)) }
        let answer = try await call(.GET, MatrixAPI.path("sync"), query: query, timeout: .seconds(20))
        view.withLock { view in
            for (roomID, _) in answer["rooms"]?["invite"]?.object ?? [:] { view.invites.insert(roomID) }
            for (roomID, room) in answer["rooms"]?["join"]?.object ?? [:] {
                view.invites.remove(roomID)
                let events = (room["state"]?["events"]?.array ?? []) + (room["timeline"]?["events"]?.array ?? [])
                for event in events {
                    switch event["type"]?.string {
                    case "m.room.member":
                        if let who = event["state_key"]?.string, let membership = event["content"]?["membership"]?.string {
                            view.memberships[roomID, default: [:]][who] = membership
                        }
                    case "m.room.message":
                        view.messages.append(Self.message(event, in: roomID))
                    default:
                        break
                    }
                }
            }
        }
        since.withLock { $0 = answer["next_batch"]?.string }
    }
}

struct WaitTimeout: Error, CustomStringConvertible {
    var description: String
}
