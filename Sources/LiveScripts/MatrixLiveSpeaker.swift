import Chat
import Foundation
import MatrixClient
import NIOHTTP1
import Synchronization

/// One script speaker on a Matrix homeserver: a real user that logs in with a password, opens a
/// DM with the bot, joins the script's rooms and types its turns; its own `/sync` long-polls
/// collect what the bot says, read back in the script's terms (`MatrixLiveNames`). History from
/// before the play is never collected: not the first sync, not what a newly joined room held.
final class MatrixLiveSpeaker: LiveVoice {
    let nick: String
    let account: String
    let userID: String
    let inbox: LiveInbox
    let names: MatrixLiveNames
    let prefix: String
    private let api: MatrixAPI
    private let directRoom = Mutex<String?>(nil)
    private let sentinelRoom = Mutex<String?>(nil)
    private let pump = Mutex<Task<Void, Never>?>(nil)
    /// The client of the speaker's encrypted DM and sentinel room, when the play has them.
    private let encrypted = Mutex<(client: any MatrixEncryptedClient, reader: Task<Void, Never>)?>(nil)
    /// A person's client waits out a 429 (`retry_after_ms`) and a 5xx like any client.
    private static let patience = MatrixRetry(minimum: .milliseconds(100), maximum: .seconds(2))
    static let filter = #"{"presence":{"not_types":["*"]},"room":{"ephemeral":{"not_types":["*"]},"timeline":{"limit":100}}}"#

    private init(nick: String, account: String, userID: String, api: MatrixAPI, names: MatrixLiveNames, prefix: String) {
        self.nick = nick
        self.account = account
        self.userID = userID
        self.api = api
        self.names = names
        self.prefix = prefix
        inbox = LiveInbox(nick: nick, botNick: names.bot)
    }

    /// Logs `account` in and starts listening from now.
    static func start(nick: String, account: String, password: String, homeserver: String, caFile: String?,
                      names: MatrixLiveNames, prefix: String) async throws -> MatrixLiveSpeaker {
        let api = try MatrixAPI(homeserver: homeserver, caFile: caFile)
        do {
            let identifier: [String: MatrixJSON] = ["type": .string("m.id.user"), "user": .string(account)]
            let fields: [String: MatrixJSON] = [
                "type": .string("m.login.password"), "identifier": .object(identifier), "password": .string(password),
                "initial_device_display_name": .string("Townhall script speaker \(nick)"),
            ]
            let answer = try await patience.run(attempts: 10) { () async throws(MatrixError) in
                try await api.call(.POST, MatrixAPI.path("login"), body: .object(fields))
            }
            guard let token = answer["access_token"]?.string, let userID = answer["user_id"]?.string else {
                throw MatrixError(.malformed("the login answer has no access_token or user_id"))
            }
            api.setAccessToken(token)
            let speaker = MatrixLiveSpeaker(nick: nick, account: account, userID: userID, api: api, names: names, prefix: prefix)
            names.setNick(nick, for: userID)
            try await speaker.listen()
            return speaker
        } catch {
            await api.shutdown()
            throw error
        }
    }

    private func call(_ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: MatrixJSON? = nil,
                      timeout: Duration = .seconds(30)) async throws -> MatrixJSON {
        try await Self.patience.run(attempts: 10) { () async throws(MatrixError) in
            try await api.call(method, path, query: query, body: body, timeout: timeout)
        }
    }

    // MARK: Rooms

    /// Opens a new DM with the bot (invited with `is_direct`, as a person's client does).
    func openDirectRoom() async throws {
        let fields: [String: MatrixJSON] = [
            "preset": .string("trusted_private_chat"), "is_direct": .bool(true), "invite": .array([.string(names.bot)]),
        ]
        let answer = try await call(.POST, MatrixAPI.path("createRoom"), body: .object(fields))
        guard let room = answer["room_id"]?.string else { throw MatrixError(.malformed("createRoom answered without room_id")) }
        directRoom.withLock { $0 = room }
    }

    var directRoomID: String? { directRoom.withLock { $0 } }

    /// Opens the DM and the sentinel room encrypted, through a client `start` starts (see
    /// `MatrixEncryptedClient`): what the bot says there is read from that client, the speaker's
    /// own sync seeing only ciphertext in them.
    func openEncryptedRooms(password: String, start: MatrixEncryptedClientStarter) async throws {
        let client = try await start(userID, password, "Townhall script sentinel (\(nick))")
        names.setRoom(client.sentinelRoom, for: sentinelChannel)
        directRoom.withLock { $0 = client.directRoom }
        sentinelRoom.withLock { $0 = client.sentinelRoom }
        let reader = Task { [self] in
            for await batch in client.messages {
                await inbox.record(batch.flatMap { replies(of: $0.body, mentioning: $0.mentions, in: $0.room) })
            }
        }
        encrypted.withLock { $0 = (client, reader) }
    }

    /// A private room of this speaker's with the bot, not a DM: the sentinel after a DM turn is
    /// said there, because a dialogue the turn opened (a letter) would take a `ping` in the DM
    /// as its answer, and reads nothing else.
    func openSentinelRoom() async throws {
        let fields: [String: MatrixJSON] = [
            "preset": .string("private_chat"), "name": .string("Townhall script sentinel (\(nick))"),
            "invite": .array([.string(names.bot)]),
        ]
        let answer = try await call(.POST, MatrixAPI.path("createRoom"), body: .object(fields))
        guard let room = answer["room_id"]?.string else { throw MatrixError(.malformed("createRoom answered without room_id")) }
        names.setRoom(room, for: sentinelChannel)
        sentinelRoom.withLock { $0 = room }
    }

    var sentinelRoomID: String? { sentinelRoom.withLock { $0 } }

    /// The sentinel room's name in the script's terms: no script channel is called that.
    var sentinelChannel: String { "(\(nick)'s sentinel room)" }

    /// The room of alias `#name:server`, made (public, with that alias) when there is none.
    func ensureRoom(alias: String) async throws -> String {
        if let room = try await existingRoom(alias: alias) { return room }
        let local = String(alias.dropFirst().prefix { $0 != ":" })
        let fields: [String: MatrixJSON] = ["preset": .string("public_chat"), "room_alias_name": .string(local), "name": .string("#\(local)")]
        let answer = try await call(.POST, MatrixAPI.path("createRoom"), body: .object(fields))
        guard let room = answer["room_id"]?.string else { throw MatrixError(.malformed("createRoom answered without room_id")) }
        return room
    }

    /// The room an alias names, nil when there is none.
    private func existingRoom(alias: String) async throws -> String? {
        let result: Result<MatrixJSON, MatrixError>
        do {
            result = .success(try await api.call(.GET, MatrixAPI.path("directory", "room", alias)))
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success(let found): return found["room_id"]?.string
        case .failure(let error) where error.errcode == "M_NOT_FOUND": return nil
        case .failure(let error): throw error
        }
    }

    func join(_ room: String) async throws {
        _ = try await call(.POST, MatrixAPI.path("join", room), body: .empty)
    }

    /// Invites the bot, waiting out a rate limit (429) like any other call; a refusal for good
    /// (the bot is already there, or already invited) is not an error here: the play waits for
    /// the bot's membership either way.
    @discardableResult
    func inviteBot(to room: String) async -> Bool {
        (try? await call(.POST, MatrixAPI.path("rooms", room, "invite"), body: .object(["user_id": .string(names.bot)]))) != nil
    }

    /// Sets `room`'s power level of each user in `levels` (others unchanged), as this speaker:
    /// it must rank high enough (the room's creator does). Returns whether the server agreed.
    func setPowerLevels(_ levels: [String: Int], in room: String) async throws -> Bool {
        let path = MatrixAPI.path("rooms", room, "state", "m.room.power_levels", "")
        var content = try await call(.GET, path).object
        var users = content["users"]?.object ?? [:]
        for (user, level) in levels { users[user] = .number(Double(level)) }
        content["users"] = .object(users)
        // (a Result, as in existingRoom: the compiler mishandles a typed `catch where` here)
        let result: Result<MatrixJSON, MatrixError>
        do {
            result = .success(try await api.call(.PUT, path, body: .object(content)))
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success: return true
        case .failure(let error) where error.errcode == "M_FORBIDDEN": return false
        case .failure(let error): throw error
        }
    }

    /// `user`'s power level in `room` (the room's default when not listed); a creator of a
    /// room of version 12 or later outranks every level, and is not listed.
    func powerLevel(of user: String, in room: String) async throws -> Int {
        let create = try await call(.GET, MatrixAPI.path("rooms", room, "state", "m.room.create", ""))
        if !MatrixSyncBatch.versionsRankingCreatorsByLevel.contains(create["room_version"]?.string ?? "1") {
            // the state endpoint gives the content only; the creator is named by its event
            let event = try await call(.GET, MatrixAPI.path("rooms", room, "state", "m.room.create", ""), query: [("format", "event")])
            let creators = [event["sender"]?.string].compactMap { $0 } + (create["additional_creators"]?.array.compactMap(\.string) ?? [])
            if creators.contains(user) { return Int.max }
        }
        let content = try await call(.GET, MatrixAPI.path("rooms", room, "state", "m.room.power_levels", ""))
        let level = content["users"]?[user]?.number ?? content["users_default"]?.number ?? 0
        return Int(level)
    }

    // MARK: Talking

    func say(_ text: String, in place: ChatPlace) async throws {
        let room: String? = switch place {
        case .direct: directRoomID
        case .channel(let name): names.room(ofChannel: name)
        }
        guard let room else { throw MatrixError(.malformed("\(nick) has no room for \(place)")) }
        if let client = encrypted.withLock({ $0?.client }), room == client.directRoom || room == client.sentinelRoom {
            return try await client.say(text, inRoom: room)
        }
        let content: [String: MatrixJSON] = ["msgtype": .string("m.text"), "body": .string(text)]
        _ = try await call(.PUT, MatrixAPI.path("rooms", room, "send", "m.room.message", UUID().uuidString), body: .object(content))
    }

    /// After a channel turn, `!ping` in that channel; after a DM turn, `!ping` in the speaker's
    /// sentinel room (a dialogue reads only the DM). The bot takes one person's messages of one
    /// sync in the order they were sent, across rooms, and answers each before the next.
    func sentinel(after place: ChatPlace) -> LiveSentinel {
        switch place {
        case .direct:
            LiveSentinel(text: "\(prefix)ping", place: .channel(sentinelChannel),
                         reply: ChatReply(destination: .channel(sentinelChannel), text: "\(nick): pong"))
        case .channel(let name):
            LiveSentinel(text: "\(prefix)ping", place: place, reply: ChatReply(destination: .channel(name), text: "\(nick): pong"))
        }
    }

    // MARK: Listening

    /// A first sync finds "now" (and the rooms and members already there); then a long-poll
    /// loop runs until `stop`.
    private func listen() async throws {
        var seen = SeenRooms()
        let first = try await call(.GET, MatrixAPI.path("sync"), query: [("filter", Self.filter), ("timeout", "0")])
        await read(first, seen: &seen, history: true)
        guard let start = first["next_batch"]?.string else { throw MatrixError(.malformed("a sync answer without next_batch")) }
        let task = Task { [self, seen] in
            var seen = seen, since = start
            while !Task.isCancelled {
                do {
                    let answer = try await call(.GET, MatrixAPI.path("sync"),
                                                query: [("filter", Self.filter), ("timeout", "5000"), ("since", since)])
                    await read(answer, seen: &seen, history: false)
                    for invite in (answer["rooms"]?["invite"]?.object ?? [:]) where invitedByBot(invite.value) {
                        seen.fromBot.insert(invite.key)
                        try? await join(invite.key)
                    }
                    since = answer["next_batch"]?.string ?? since
                } catch {
                    if Task.isCancelled { return }
                }
            }
        }
        pump.withLock { $0 = task }
    }

    /// Rooms this speaker's syncs showed, and the ones the bot invited it to during the play.
    private struct SeenRooms {
        var known: Set<String> = []
        var fromBot: Set<String> = []
    }

    /// An invite from the bot: a DM it opened to deliver an alert.
    private func invitedByBot(_ room: MatrixJSON) -> Bool {
        (room["invite_state"]?["events"]?.array ?? []).contains {
            $0["type"]?.string == "m.room.member" && $0["state_key"]?.string == userID && $0["sender"]?.string == names.bot
        }
    }

    private func read(_ answer: MatrixJSON, seen: inout SeenRooms, history: Bool) async {
        var lines: [ChatReply] = []
        for (room, content) in answer["rooms"]?["join"]?.object ?? [:] {
            let timeline = content["timeline"]?["events"]?.array ?? []
            for event in (content["state"]?["events"]?.array ?? []) + timeline
            where event["type"]?.string == "m.room.member" && event["state_key"]?.string == names.bot
                && event["content"]?["membership"]?.string == "join" {
                await inbox.record(botIn: room)
            }
            // A room new to this speaker shows what it held before the speaker joined: skipped,
            // except in a DM the bot opened during the play (its first message may precede our join).
            let isNew = !seen.known.contains(room)
            var fresh = !isNew || seen.fromBot.contains(room) || !timeline.contains(where: isOwnJoin)
            seen.known.insert(room)
            if history { continue }
            for event in timeline {
                if isNew && !fresh && isOwnJoin(event) { fresh = true; continue }
                guard fresh, event["type"]?.string == "m.room.message", event["sender"]?.string == names.bot,
                      let body = event["content"]?["body"]?.string else { continue }
                let mentions = event["content"]?["m.mentions"]?["user_ids"]?.array.compactMap(\.string) ?? []
                lines += replies(of: body, mentioning: mentions, in: room)
            }
        }
        await inbox.record(lines)
    }

    /// A message of the bot's in `room` as the script's lines: in a script channel (or the
    /// sentinel room) there, elsewhere in this speaker's DM.
    private func replies(of body: String, mentioning mentions: [String], in room: String) -> [ChatReply] {
        let destination: ChatReply.Destination = names.channel(ofRoom: room).map { .channel($0) } ?? .direct(nick: nick)
        return names.lines(of: body, mentioning: mentions).map { ChatReply(destination: destination, text: $0) }
    }

    private func isOwnJoin(_ event: MatrixJSON) -> Bool {
        event["type"]?.string == "m.room.member" && event["state_key"]?.string == userID
            && event["content"]?["membership"]?.string == "join"
    }

    /// Stops listening, leaves the DM and the sentinel room (new ones are opened for each play) and logs out of nothing:
    /// the session's device stays, like a person's client.
    func stop() async {
        pump.withLock { $0?.cancel() }
        if let (client, reader) = encrypted.withLock({ $0 }) {
            await client.stop()
            reader.cancel()
        }
        for room in [directRoomID, sentinelRoomID].compactMap({ $0 }) {
            _ = try? await api.call(.POST, MatrixAPI.path("rooms", room, "leave"), body: .empty)
        }
        await api.shutdown()
    }
}
