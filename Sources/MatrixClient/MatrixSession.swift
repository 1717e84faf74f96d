import Foundation
import Logging
import NIOHTTP1
import Synchronization

/// The bot's side of one homeserver: who it is, which rooms it is in, each person's DM room,
/// and sends that are posted exactly once. Transaction ids come from a durable counter (the
/// `MatrixStateStore`, reserved in blocks), so no id is ever used for two messages, even across
/// restarts; a send retried after a 5xx, a timeout or a dropped connection keeps its id, and the
/// homeserver answers the retry with the event it already posted.
public actor MatrixSession {
    public let api: MatrixAPI
    let configuration: MatrixClientConfiguration
    let store: any MatrixStateStore
    let logger: Logger
    /// Why the bot leaves a DM that became a room (its people, `owners`, brought others in):
    /// nil when it may stay. The bot's invite policy decides, which the client does not know;
    /// without asking it anyone allowed a DM could pull the bot into a room of their choosing.
    let reasonToLeaveGrownDirectRoom: @Sendable (_ owners: [String], _ memberCount: Int) -> String?
    public private(set) var userID: String
    /// The bot's device: the one the login made or reused, or the token's (nil only before
    /// `start`, or from a homeserver whose whoami leaves it out).
    public private(set) var deviceID: String?
    /// Whether `start` logged in. Until then every call is refused for want of a token, and a
    /// refused read of a DM's members would pass for a room the bot is not in: the DM forgotten.
    public private(set) var isLoggedIn = false
    /// Readable without waiting on the actor: channel feeds ask synchronously.
    private nonisolated let joined = Mutex<Set<String>>([])
    private var joinedRooms: Set<String> {
        get { joined.withLock { $0 } }
        set { joined.withLock { $0 = newValue } }
    }
    /// User id → DM room.
    private var directRooms: [String: String] = [:]
    /// Rooms held for DMs: a hint, checked against `roomMembers` before each use.
    private var directRoomIDs: Set<String> = []
    /// Room → who is joined or invited (the bot too), for rooms read since the start: what tells
    /// a DM (the bot and one person) from a room.
    private var roomMembers: [String: Set<String>] = [:]
    /// Room → those of `roomMembers` who are invited, not joined yet.
    private var invitedMembers: [String: Set<String>] = [:]
    /// Room → its history visibility, as the syncs showed it.
    private var historyVisibility: [String: String] = [:]
    private var syncedRooms: Set<String> = []
    private var creatingDirectRooms: [String: Task<String, any Error>] = [:]
    private var transactions: Range<Int64> = 0..<0
    /// Room → user id → display name, from the members' `m.room.member` events: what a mention
    /// shows of the person.
    private var displayNames: [String: [String: String]] = [:]
    /// Room → user id → power level ("" holds the room's default).
    private var powerLevels: [String: [String: Int]] = [:]
    /// Room → creators who outrank any power level (room version 12 and later).
    private var creators: [String: Set<String>] = [:]
    /// Rooms found end-to-end encrypted, with their `m.room.encryption` settings (empty when only
    /// an encrypted event showed it).
    private var encryptedRooms: [String: MatrixJSON] = [:]
    /// Encrypts a message for an encrypted room (its type and content, the room, its members and
    /// settings): the `m.room.encrypted` content to post. Nil: messages are posted as they are.
    public typealias RoomEncryption = @Sendable (_ type: String, _ content: MatrixJSON, _ roomID: String, _ members: Set<String>,
                                                 _ settings: MatrixJSON) async throws -> MatrixJSON
    private var roomEncryption: RoomEncryption?
    /// Told of each message posted (its room, event id and content), whatever posted it: a reply,
    /// an alert, a feed. What likes by reaction read to learn which item a message shows.
    public typealias PostedMessage = @Sendable (_ roomID: String, _ eventID: String, _ content: MatrixJSON) async -> Void
    private var whenPosted: PostedMessage?
    /// Attempts of one send before it is given up (and logged).
    static let sendAttempts = 8
    static let transactionBlock = 64

    public init(api: MatrixAPI, configuration: MatrixClientConfiguration, store: any MatrixStateStore, logger: Logger,
                reasonToLeaveGrownDirectRoom: @escaping @Sendable (_ owners: [String], _ memberCount: Int) -> String?) {
        self.api = api
        self.configuration = configuration
        self.store = store
        self.logger = logger
        self.reasonToLeaveGrownDirectRoom = reasonToLeaveGrownDirectRoom
        self.userID = configuration.userID
    }

    public var retry: MatrixRetry { configuration.retry }

    // MARK: Start

    /// Logs in (with a password) and asks the server who the token belongs to. A refused token
    /// or password throws at once; an unreachable server is retried with backoff. A password login
    /// reuses the configured device, or else the one the last login made: without a device id the
    /// homeserver makes a new device at each login, and people's clients would see a new,
    /// unverified device (with new keys) at every restart.
    public func start() async throws(MatrixError) {
        var device = configuration.deviceID
        if case .password(let password) = configuration.credential {
            if device == nil {
                do { device = try await store.deviceID(of: configuration.userID) } catch {
                    logger.warning("cannot read the stored device id (\(error)); logging in as a new device")
                }
            }
            let identifier: [String: MatrixJSON] = ["type": .string("m.id.user"), "user": .string(configuration.userID)]
            var fields: [String: MatrixJSON] = [
                "type": .string("m.login.password"), "identifier": .object(identifier), "password": .string(password),
                "initial_device_display_name": .string(configuration.deviceDisplayName),
            ]
            if let device { fields["device_id"] = .string(device) }
            let body = MatrixJSON.object(fields)
            let answer = try await retry.run(attempts: nil, onRetry: MatrixRetry.logging("login", to: logger)) { () async throws(MatrixError) in
                try await api.call(.POST, MatrixAPI.path("login"), body: body)
            }
            guard let token = answer["access_token"]?.string else { throw MatrixError(.malformed("the login answer has no access_token")) }
            api.setAccessToken(token)
            device = answer["device_id"]?.string ?? device
        } else if case .accessToken(let token) = configuration.credential {
            api.setAccessToken(token)
        }
        let whoami = try await retry.run(attempts: nil, onRetry: MatrixRetry.logging("whoami", to: logger)) { () async throws(MatrixError) in
            try await api.call(.GET, MatrixAPI.path("account", "whoami"))
        }
        guard let user = whoami["user_id"]?.string else { throw MatrixError(.malformed("the whoami answer has no user_id")) }
        guard user == configuration.userID else {
            throw MatrixError(.status(403, errcode: "M_FORBIDDEN",
                                      message: "the token belongs to \(user), not to the configured user_id \(configuration.userID)"))
        }
        userID = user
        deviceID = whoami["device_id"]?.string ?? device
        if let deviceID {
            do { try await store.recordDeviceID(deviceID, of: user) } catch {
                logger.warning("cannot record the device id \(deviceID) (\(error)); the next login may make a new device")
            }
        }
        directRooms = (try? await store.directRooms()) ?? [:]
        directRoomIDs = Set(directRooms.values)
        isLoggedIn = true
    }


    /// From now on, every message to an encrypted room goes through `encryption`.
    public func encryptMessages(with encryption: @escaping RoomEncryption) {
        roomEncryption = encryption
    }

    /// From now on, `listener` hears of every message posted.
    public func tell(whenPosted listener: @escaping PostedMessage) {
        whenPosted = listener
    }

    /// Whether the bot encrypts what it posts in `roomID`.
    public func encrypts(in roomID: String) -> Bool {
        roomEncryption != nil && encryptedRooms[roomID] != nil
    }

    // MARK: Rooms

    /// Room ids are case-sensitive: a channel name is the room id exactly as synced.
    public nonisolated func isJoined(_ roomID: String) -> Bool {
        joined.withLock { $0.contains(roomID) }
    }

    /// Whether an earlier sync (of this run) already showed the room.
    public func hasSynced(_ roomID: String) -> Bool {
        syncedRooms.contains(roomID)
    }

    /// Whether `roomID` is `user`'s DM with the bot: a room the bot holds for a DM (invited to as
    /// one, listed in its `m.direct`, or opened by it) whose joined and invited members are, right
    /// now, exactly the bot and `user`. The hint alone is never proof: whoever invites the bot can
    /// set `is_direct`, and anyone in a DM can invite a third person.
    public func isDirect(_ roomID: String, with user: String) async -> Bool {
        guard directRoomIDs.contains(roomID) else { return false }
        return await members(of: roomID) == [userID, user]
    }

    /// Who is joined to or invited into `roomID` (the bot included), as the syncs since the room
    /// was last read have changed it; read from the homeserver when not known (a room from before
    /// a restart, or one whose timeline had a gap). A room the homeserver will not show the bot
    /// (it is not in it any more) has nobody; nil when the homeserver could not be asked (down,
    /// overloaded): then the room is taken for no DM, and not forgotten as one either.
    public func members(of roomID: String) async -> Set<String>? {
        if let known = roomMembers[roomID] { return known }
        let present: Set<String>, invited: Set<String>
        do {
            let answer = try await retry.run(attempts: 3, onRetry: MatrixRetry.logging("read the members of \(roomID)", to: logger)) { () async throws(MatrixError) in
                try await api.call(.GET, MatrixAPI.path("rooms", roomID, "members"), query: [("not_membership", "leave")])
            }
            let changes = (answer["chunk"]?.array ?? []).compactMap(MatrixSyncBatch.memberChange).filter(\.isPresent)
            present = Set(changes.map(\.user))
            invited = Set(changes.filter { $0.membership == "invite" }.map(\.user))
        } catch where !error.isTransient {
            logger.info("cannot read the members of \(roomID) (\(error)): the bot is not in it")
            (present, invited) = ([], [])
        } catch {
            logger.warning("cannot read the members of \(roomID) (\(error)); it is not taken for a DM meanwhile")
            return nil
        }
        // a sync absorbed meanwhile may know better: it stays
        if let known = roomMembers[roomID] { return known }
        roomMembers[roomID] = present
        invitedMembers[roomID] = invited
        return present
    }

    /// The members of `roomID` whose devices get the key of what the bot posts there: every
    /// member, but those only invited just when the room's history visibility lets them read what
    /// is said before they join (it is not `joined`).
    func keyReceivers(of roomID: String) async -> Set<String> {
        let members = await members(of: roomID) ?? []
        guard await historyVisibility(of: roomID) == "joined" else { return members }
        return members.subtracting(invitedMembers[roomID] ?? [])
    }

    /// `roomID`'s history visibility as the syncs showed it, or else read from the homeserver: a
    /// room from before a restart is not known until the run's first (full-state) sync is taken
    /// in, and an alert or feed post may be encrypted before that; taking the default then would
    /// give someone only invited to a `joined` room the key of what they must not read. A room
    /// without the state event has the spec's default, `shared`; one the homeserver cannot be
    /// asked about now counts as `joined` (those invited get the key once they join).
    func historyVisibility(of roomID: String) async -> String {
        if let known = historyVisibility[roomID] { return known }
        let visibility: String
        do {
            let content = try await retry.run(attempts: 3, onRetry: MatrixRetry.logging("read the history visibility of \(roomID)", to: logger)) { () async throws(MatrixError) in
                try await api.call(.GET, MatrixAPI.path("rooms", roomID, "state", "m.room.history_visibility", ""))
            }
            visibility = content["history_visibility"]?.string ?? "shared"
        } catch where error.errcode == "M_NOT_FOUND" {
            visibility = "shared"
        } catch {
            logger.warning("cannot read the history visibility of \(roomID) (\(error)); those only invited get no key meanwhile")
            return "joined"
        }
        // a sync absorbed meanwhile knows better: it stays
        if let known = historyVisibility[roomID] { return known }
        historyVisibility[roomID] = visibility
        return visibility
    }

    /// Forgets `roomID` as anyone's DM (in memory, in the database and in the bot's `m.direct`):
    /// it stopped being one, so nothing private may go there again.
    @discardableResult
    private func forgetDirect(_ roomID: String, because reason: String) async -> [String] {
        guard directRoomIDs.remove(roomID) != nil else { return [] }
        let owners = directRooms.filter { $0.value == roomID }.map(\.key)
        directRooms = directRooms.filter { $0.value != roomID }
        do { try await store.forgetDirectRoom(roomID) } catch {
            logger.warning("cannot forget the DM room \(roomID): \(error)")
        }
        logger.info("\(roomID) is no longer a DM (\(reason)): private answers go elsewhere",
                    metadata: ["of": "\(owners.sorted().joined(separator: ", "))"])
        if !owners.isEmpty { await publishDirectRooms() }
        return owners
    }

    /// What becomes of a DM whose members changed: it is forgotten as a DM, and the bot leaves it
    /// when nobody else is left, or when `reasonToLeaveGrownDirectRoom` gives a reason.
    private func demoteDirect(_ roomID: String, members: Set<String>) async {
        let owners = await forgetDirect(roomID, because: "\(members.count) members joined or invited")
        guard !owners.isEmpty, joinedRooms.contains(roomID) else { return }
        let others = members.subtracting([userID])
        let reason: String
        if others.isEmpty {
            reason = "nobody else is in it"
        } else if let policyReason = reasonToLeaveGrownDirectRoom(owners, members.count) {
            reason = policyReason
        } else {
            return
        }
        do {
            try await leave(roomID)
            logger.info("left \(roomID), a DM until now (\(reason))", metadata: ["of": "\(owners.sorted().joined(separator: ", "))"])
        } catch {
            logger.error("cannot leave \(roomID), a DM until now (\(reason)): \(error)")
        }
    }

    /// The display name `user` has in `roomID`, as its syncs showed it; nil when none is known
    /// (or they set none).
    public func displayName(of user: String, in roomID: String) -> String? {
        displayNames[roomID]?[user]
    }

    /// The power level from which someone is a channel operator (a room moderator's default).
    public static let operatorLevel = 50

    /// Whether `user` counts as an operator of `roomID`: power level 50 or more, or a creator of
    /// a room of version 12 or later (who outranks every level and is not listed).
    public func isOperator(_ user: String, in roomID: String) -> Bool {
        powerLevel(of: user, in: roomID) >= Self.operatorLevel
    }

    public func powerLevel(of user: String, in roomID: String) -> Int {
        if creators[roomID]?.contains(user) == true { return Int.max }
        guard let levels = powerLevels[roomID] else { return 0 }
        return levels[user] ?? levels[""] ?? 0
    }

    /// Takes in what a sync said about rooms: joins and leaves, power levels, members (a DM that
    /// gained or lost someone stops being one) and the bot's `m.direct`. The state and timeline
    /// sections of every sync keep it current; a full-state answer (`isFullState`) sets it whole.
    public func absorb(_ batch: MatrixSyncBatch) async {
        joinedRooms.formUnion(batch.joinedRooms)
        syncedRooms.formUnion(batch.joinedRooms)
        for room in batch.encryptedRooms { encryptedRooms[room] = batch.encryptionSettings[room] ?? encryptedRooms[room] ?? .empty }
        joinedRooms.subtract(batch.leftRooms)
        powerLevels.merge(batch.powerLevels) { _, new in new }
        creators.merge(batch.creators) { _, new in new }
        for room in batch.leftRooms {
            roomMembers[room] = nil
            invitedMembers[room] = nil
            displayNames[room] = nil
            await forgetDirect(room, because: "the bot left it")
        }
        // a gap may hide membership changes: such a room is read again when it matters
        for room in batch.limitedRooms { roomMembers[room] = nil }
        // unless the answer lists every member (state before the gap, timeline after): then each
        // joined room's members are what it says, DMs from before a restart included
        if batch.isFullState {
            for room in batch.joinedRooms { roomMembers[room] = []; invitedMembers[room] = []; displayNames[room] = nil }
        }
        for (room, changes) in batch.memberChanges {
            for change in changes {
                displayNames[room, default: [:]][change.user] = change.membership == "join" ? change.displayName : nil
            }
        }
        historyVisibility.merge(batch.historyVisibility) { _, new in new }
        for (room, changes) in batch.memberChanges where roomMembers[room] != nil {
            for change in changes {
                if change.isPresent { roomMembers[room]?.insert(change.user) } else { roomMembers[room]?.remove(change.user) }
                if change.membership == "invite" {
                    invitedMembers[room, default: []].insert(change.user)
                } else {
                    invitedMembers[room]?.remove(change.user)
                }
            }
        }
        // re-checked on every change: a DM is the bot and one person, joined or invited
        for room in Set(batch.memberChanges.keys).union(batch.limitedRooms) where directRoomIDs.contains(room) {
            if let members = await members(of: room), !members.contains(userID) || members.count != 2 {
                await demoteDirect(room, members: members)
            }
        }
        for (user, rooms) in batch.directRooms ?? [:] where directRooms[user] == nil {
            for room in rooms.reversed() where batch.joinedRooms.contains(room) || joinedRooms.contains(room) {
                guard await members(of: room) == [userID, user] else { continue }
                await remember(directRoom: room, of: user)
                break
            }
        }
    }

    /// Takes `roomID`, joined on `user`'s DM invite, as their DM when its members (read now) are
    /// just the bot and them; false (nothing remembered) otherwise.
    public func adoptDirectRoom(_ roomID: String, of user: String) async -> Bool {
        roomMembers[roomID] = nil
        guard await members(of: roomID) == [userID, user] else { return false }
        await remember(directRoom: roomID, of: user)
        return true
    }

    /// Records `roomID` as `user`'s DM room (after they wrote there, or invited the bot to it).
    public func remember(directRoom roomID: String, of user: String) async {
        directRoomIDs.insert(roomID)
        guard directRooms[user] != roomID else { return }
        directRooms[user] = roomID
        do { try await store.recordDirectRoom(roomID, of: user) } catch {
            logger.warning("cannot record the DM room of \(user): \(error)")
        }
    }

    /// Joins a room by id or alias; returns its id.
    @discardableResult
    public func join(_ room: String) async throws(MatrixError) -> String {
        let answer = try await retry.run(attempts: Self.sendAttempts, onRetry: MatrixRetry.logging("join \(room)", to: logger)) { () async throws(MatrixError) in
            try await api.call(.POST, MatrixAPI.path("join", room), body: .empty)
        }
        let roomID = answer["room_id"]?.string ?? room
        joinedRooms.insert(roomID)
        return roomID
    }

    /// The id of a room named by id (`!abc:example.org`, itself) or alias (`#civics:example.org`,
    /// asked of the room directory).
    public func roomID(of room: String) async throws(MatrixError) -> String {
        guard room.hasPrefix("#") else { return room }
        let answer = try await api.call(.GET, MatrixAPI.path("directory", "room", room))
        guard let roomID = answer["room_id"]?.string else { throw MatrixError(.malformed("no room_id for \(room)")) }
        return roomID
    }

    /// Leaves (or declines the invite to) a room.
    public func leave(_ roomID: String) async throws(MatrixError) {
        _ = try await retry.run(attempts: Self.sendAttempts, onRetry: MatrixRetry.logging("leave \(roomID)", to: logger)) { () async throws(MatrixError) in
            try await api.call(.POST, MatrixAPI.path("rooms", roomID, "leave"), body: .empty)
        }
        joinedRooms.remove(roomID)
    }

    /// `user`'s DM room, created (unencrypted, as a DM, with them invited) when there is none yet,
    /// or when theirs has someone else in it now (it is forgotten as a DM: never posted to privately).
    public func directRoom(for user: String) async throws -> String {
        if let room = directRooms[user] {
            guard let members = await members(of: room) else {
                // not known now: nothing private goes there, and the DM is not given up for it
                throw MatrixError(.transport("cannot read who is in \(user)'s DM room \(room)"))
            }
            if directRoomIDs.contains(room) && members == [userID, user] { return room }
            // checked again: another reply may have forgotten it (or replaced it) meanwhile
            if directRooms[user] == room {
                await demoteDirect(room, members: members)
            } else if let newer = directRooms[user], await isDirect(newer, with: user) {
                return newer
            }
        }
        if let creating = creatingDirectRooms[user] { return try await creating.value }
        let task = Task { () throws -> String in
            let answer = try await retry.run(attempts: Self.sendAttempts, onRetry: MatrixRetry.logging("create a DM with \(user)", to: logger)) { () async throws(MatrixError) in
                try await api.call(.POST, MatrixAPI.path("createRoom"), body: Self.directRoomRequest(inviting: user))
            }
            guard let roomID = answer["room_id"]?.string else { throw MatrixError(.malformed("createRoom answered without room_id")) }
            return roomID
        }
        creatingDirectRooms[user] = task
        defer { creatingDirectRooms[user] = nil }
        let roomID = try await task.value
        joinedRooms.insert(roomID)
        // what the bot just made: itself joined, the person invited (the syncs confirm it)
        if roomMembers[roomID] == nil { roomMembers[roomID] = [userID, user] }
        await remember(directRoom: roomID, of: user)
        await publishDirectRooms()
        logger.info("created a DM room with \(user)", metadata: ["room": "\(roomID)"])
        return roomID
    }

    static func directRoomRequest(inviting user: String) -> MatrixJSON {
        let fields: [String: MatrixJSON] = [
            "preset": .string("trusted_private_chat"), "is_direct": .bool(true), "invite": .array([.string(user)]),
        ]
        return .object(fields)
    }

    /// Keeps the bot's `m.direct` account data in step, so other clients of the bot see its DMs.
    private func publishDirectRooms() async {
        let content = MatrixJSON.object(directRooms.mapValues { .array([.string($0)]) })
        do {
            _ = try await api.call(.PUT, MatrixAPI.path("user", userID, "account_data", "m.direct"), body: content)
        } catch {
            logger.info("cannot update m.direct: \(error)")
        }
    }

    // MARK: Sending

    /// A transaction id never used before on this network: the next number of the durable
    /// counter, behind a mark drawn at each start. The homeserver remembers ids per device, and a
    /// device outlives a database: a new database (or one restored from a backup) starts its
    /// counter again, and a repeated id would be answered with the old event, silently unposted.
    public func newTransactionID() async throws -> String {
        if transactions.isEmpty {
            let first = try await store.reserveTransactions(count: Self.transactionBlock)
            transactions = first..<(first + Int64(Self.transactionBlock))
        }
        let number = transactions.lowerBound
        transactions = (number + 1)..<transactions.upperBound
        return "\(configuration.transactionPrefix).\(startMark).\(number)"
    }

    /// Random per start of the bot (a retry within one run keeps its whole id).
    private let startMark = String(UInt64.random(in: 0...UInt64.max), radix: 36)

    /// The transaction id of a send with a durable name of its own (an outbox row), the same at
    /// every attempt and after a restart, unlike `newTransactionID`'s: the homeserver answers a
    /// repeat from the same device with the event the first one posted (Synapse remembers them a
    /// day), so a message posted while its attempt was cut off is not posted again. The name must
    /// never be given to another message: the outbox's holds its row id and creation time, which
    /// a new database does not repeat together.
    public nonisolated func transactionID(named name: String) -> String {
        "\(configuration.transactionPrefix).\(name)"
    }

    /// Posts `content` as an `m.room.message` in `roomID` with `transactionID`, retrying
    /// transient failures with the same id; returns the event id.
    @discardableResult
    public func send(_ content: MatrixJSON, to roomID: String, transactionID: String) async throws(MatrixError) -> String {
        var type = "m.room.message", body = content
        if let roomEncryption, let settings = encryptedRooms[roomID] {
            // encrypted once, before any retry: a retry must post the same event
            do {
                body = try await roomEncryption(type, content, roomID, await keyReceivers(of: roomID), settings)
            } catch {
                throw MatrixError(.malformed("cannot encrypt the message for \(roomID): \(error)"))
            }
            type = "m.room.encrypted"
        }
        let path = MatrixAPI.path("rooms", roomID, "send", type, transactionID)
        let answer = try await retry.run(attempts: Self.sendAttempts, onRetry: MatrixRetry.logging("send in \(roomID)", to: logger)) { () async throws(MatrixError) in
            try await api.call(.PUT, path, body: body)
        }
        let eventID = answer["event_id"]?.string ?? ""
        if let whenPosted, !eventID.isEmpty { await whenPosted(roomID, eventID, content) }
        return eventID
    }

    /// The content of a reply: `m.notice` (bots answer with notices, so other bots do not answer
    /// back), plain `body` and, when styled, HTML `formatted_body`. `m.mentions` is always there
    /// and names exactly `mentions`: clients then notify those users and no one else, instead of
    /// guessing from names that happen to appear in the text. `replyingTo` makes it a rich reply
    /// to that event of the same room (`m.relates_to.m.in_reply_to`), without the quoted fallback
    /// in the body: the spec dropped it in v1.13 (clients show the replied-to event themselves).
    public static func notice(plain: String, html: String?, mentions: [String] = [], replyingTo eventID: String? = nil) -> MatrixJSON {
        var fields: [String: MatrixJSON] = [
            "msgtype": .string("m.notice"), "body": .string(plain),
            "m.mentions": .object(mentions.isEmpty ? [:] : ["user_ids": .array(mentions.map(MatrixJSON.string))]),
        ]
        if let html, html != plain {
            fields["format"] = .string("org.matrix.custom.html")
            fields["formatted_body"] = .string(html)
        }
        if let eventID {
            fields["m.relates_to"] = .object(["m.in_reply_to": .object(["event_id": .string(eventID)])])
        }
        return .object(fields)
    }

    // MARK: Sync

    /// One `/sync`, read as it arrives. `fullState`: each joined room's whole state with the
    /// timeline since `since` (a sync without `since` has it anyway); the batch says so
    /// (`isFullState`), so what it shows of rooms replaces what the session knew.
    public func sync(since: String?, timeoutMilliseconds: Int, filter: String,
                     fullState: Bool = false) async throws(MatrixError) -> MatrixSyncBatch {
        var query = [("filter", filter), ("timeout", String(timeoutMilliseconds))]
        if let since { query.append(("since", since)) }
        if fullState, since != nil { query.append(("full_state", "true")) }
        return try await api.sync(MatrixAPI.path("sync"), query: query, timeout: .milliseconds(timeoutMilliseconds) + .seconds(30),
                                  botUserID: userID, isFullState: fullState)
    }
}
