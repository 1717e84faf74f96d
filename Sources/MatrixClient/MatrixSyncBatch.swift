/// What one `/sync` answer holds that a bot acts on, read leniently: an event missing a
/// field it needs is counted in `skipped` (and logged by the caller), never fatal.
public struct MatrixSyncBatch: Sendable {
    public struct Invite: Sendable, Equatable {
        public var roomID: String
        public var inviter: String
        public var isDirect: Bool
        /// Whoever else the invite's room state shows as joined or invited (neither the bot nor
        /// the inviter): a DM invite into a room with anyone here is a room invite.
        public var others: Set<String> = []
    }

    /// One `m.room.member` event: `user`'s membership became `membership` (join, invite, leave,
    /// ban, knock).
    public struct MemberChange: Sendable, Equatable {
        public var user: String
        public var membership: String
        /// The name `user` shows in the room (`displayname`), when the event sets one.
        public var displayName: String? = nil

        /// Whether the change leaves `user` in the room or invited to it (what a DM counts).
        public var isPresent: Bool { membership == "join" || membership == "invite" }
    }

    public struct Message: Sendable, Equatable {
        public var roomID: String
        public var eventID: String
        public var sender: String
        public var body: String
        /// The `m.room.encrypted` content of an encrypted message (its `body` is empty until
        /// decrypted), nil for a plain one.
        public var encrypted: MatrixJSON?

        public init(roomID: String, eventID: String, sender: String, body: String, encrypted: MatrixJSON? = nil) {
            self.roomID = roomID
            self.eventID = eventID
            self.sender = sender
            self.body = body
            self.encrypted = encrypted
        }
    }

    /// A reaction someone (not the bot) gave, or an event someone withdrew (`m.room.redaction`):
    /// what likes by reaction follow.
    public struct ReactionChange: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// An `m.reaction` annotating event `target` with `key` (an emoji).
            case reacted(target: String, key: String)
            /// A redaction of event `redacted`: a reaction among others.
            case redacted(String)
        }

        public var roomID: String
        public var eventID: String
        public var sender: String
        public var kind: Kind

        public init(roomID: String, eventID: String, sender: String, kind: Kind) {
            self.roomID = roomID
            self.eventID = eventID
            self.sender = sender
            self.kind = kind
        }
    }

    /// The bot put out of a room by someone else: kicked (`leave`) or banned (`ban`), by `by`.
    public struct Removal: Sendable, Equatable {
        public var roomID: String
        public var membership: String
        public var by: String
        public var reason: String?

        public init(roomID: String, membership: String, by: String, reason: String? = nil) {
            self.roomID = roomID
            self.membership = membership
            self.by = by
            self.reason = reason
        }
    }

    public var nextBatch: String
    public var invites: [Invite] = []
    /// Room → the room that replaces it (`m.room.tombstone`'s `replacement_room`): an upgraded room.
    public var tombstones: [String: String] = [:]
    /// Rooms the bot was kicked or banned from, as the `leave` section shows them.
    public var removals: [Removal] = []
    /// Reactions and redactions by people, in the server's order per room.
    public var reactionChanges: [ReactionChange] = []
    /// Text messages from people (not the bot itself), in the server's order per room.
    public var messages: [Message] = []
    public var joinedRooms: Set<String> = []
    public var leftRooms: Set<String> = []
    /// Rooms found to be end-to-end encrypted (an `m.room.encryption` state event or an
    /// `m.room.encrypted` message).
    public var encryptedRooms: Set<String> = []
    /// Room → the content of its `m.room.encryption` state (algorithm, rotation periods).
    public var encryptionSettings: [String: MatrixJSON] = [:]
    /// Room → its `m.room.history_visibility` (`shared`, `invited`, `joined`, `world_readable`):
    /// whether someone invited may read what is said before they join, so get the room's key.
    public var historyVisibility: [String: String] = [:]
    /// Room → user id → power level, from `m.room.power_levels` (`users_default` under "").
    public var powerLevels: [String: [String: Int]] = [:]
    /// Room → the values of its `m.room.power_levels` that are no level (`MatrixPowerLevel`), as
    /// "user (value)": those people get the room's default, and the caller logs them.
    public var ignoredPowerLevels: [String: [String]] = [:]
    /// Room → its creators, in room versions where they outrank every power level (12 and
    /// later: they are no longer listed in `m.room.power_levels`).
    public var creators: [String: Set<String>] = [:]
    /// Rooms whose timeline has a gap (more happened than the filter's limit).
    public var limitedRooms: Set<String> = []
    /// The bot's `m.direct` account data: user id → DM room ids.
    public var directRooms: [String: [String]]?
    public var skipped = 0
    /// Whether the answer holds each joined room's whole state (a first sync, or one asked with
    /// `full_state`), not only what changed: what the bot knew of rooms is then replaced, not amended.
    public var isFullState = false
    /// Room → how many text messages its timeline held from before the bot joined: history the
    /// join showed, not said to the bot, so never run as commands (counted for the log).
    public var history: [String: Int] = [:]
    /// Room → its membership events, state before timeline, in the server's order: what the
    /// bot's count of each room's members (to tell a DM from a room) follows.
    public var memberChanges: [String: [MemberChange]] = [:]
    /// `device_one_time_keys_count`: algorithm → how many one-time keys the homeserver still holds
    /// for the bot's device (nil when the answer leaves it out: nothing to top up).
    public var oneTimeKeyCounts: [String: Int]?
    /// `device_unused_fallback_key_types`: the algorithms whose fallback key nobody has used yet
    /// (nil when the answer leaves it out; a type missing from it needs a new fallback key).
    public var unusedFallbackKeyTypes: [String]?
    /// `to_device.events`: messages sent to the bot's device (Olm-encrypted room keys among them).
    public var toDeviceEvents: [MatrixJSON] = []
    /// `device_lists.changed`: users whose devices changed since the last sync.
    public var changedDeviceLists: [String] = []
    /// `device_lists.left`: users the bot no longer shares an encrypted room with.
    public var leftDeviceLists: [String] = []

    /// Whether the batch holds anything the bot acts on outside its memory: messages, reactions,
    /// invites, removals, room upgrades, encrypted rooms, to-device messages and device list
    /// changes (the homeserver deletes to-device messages once a later sync passes them: they
    /// never come again). A batch without any, most often only the echo of the bot's own replies,
    /// changes nothing a replay of it would do twice, so its position need not be stored at once.
    public var hasEventsToAct: Bool {
        !messages.isEmpty || !reactionChanges.isEmpty || !invites.isEmpty || !removals.isEmpty || !tombstones.isEmpty
            || !encryptedRooms.isEmpty || !toDeviceEvents.isEmpty || !changedDeviceLists.isEmpty || !leftDeviceLists.isEmpty
            || !leftRooms.isEmpty
    }

    public init(nextBatch: String) {
        self.nextBatch = nextBatch
    }

    /// Reads an answer held as one value (tests write them so); the bot's syncs are read as they
    /// arrive instead (`MatrixSyncStream`), into the same `MatrixSyncBatchBuilder`.
    public init?(_ json: MatrixJSON, botUserID: String, isFullState: Bool = false) {
        var builder = MatrixSyncBatchBuilder(botUserID: botUserID, isFullState: isFullState)
        for section in ["invite", "join", "leave"] {
            for (roomID, room) in json["rooms"]?[section]?.object ?? [:] { builder.take(room, roomID: roomID, section: section) }
        }
        guard let batch = builder.finish(fields: json) else { return nil }
        self = batch
    }

    /// Takes in a room the bot is invited to: who invited it, whether as a DM, and who else is there.
    mutating func read(invite room: MatrixJSON, roomID: String, botUserID: String) {
        // the bot's own membership event says who invited it and whether as a DM
        let member = room["invite_state"]?["events"]?.array.first {
            $0["type"]?.string == "m.room.member" && $0["state_key"]?.string == botUserID
        }
        guard let inviter = member?["sender"]?.string else { skipped += 1; return }
        var others: Set<String> = []
        for event in room["invite_state"]?["events"]?.array ?? [] {
            guard let change = Self.memberChange(event), change.isPresent,
                  change.user != botUserID, change.user != inviter else { continue }
            others.insert(change.user)
        }
        invites.append(Invite(roomID: roomID, inviter: inviter,
                              isDirect: member?["content"]?["is_direct"]?.bool ?? false, others: others))
    }

    /// Takes in a room the bot left or was put out of (kicked or banned by someone else: a removal).
    mutating func read(left room: MatrixJSON, roomID: String, botUserID: String) {
        leftRooms.insert(roomID)
        let events = (room["state"]?["events"]?.array ?? []) + (room["timeline"]?["events"]?.array ?? [])
        // the bot's own last membership there: set by someone else, it was put out
        guard let last = events.last(where: { $0["type"]?.string == "m.room.member" && $0["state_key"]?.string == botUserID }),
              let membership = last["content"]?["membership"]?.string, membership == "leave" || membership == "ban",
              let sender = last["sender"]?.string, sender != botUserID else { return }
        removals.append(Removal(roomID: roomID, membership: membership, by: sender, reason: last["content"]?["reason"]?.string))
    }

    /// Takes in the answer's fields outside `rooms`; false when it has no `next_batch` (no position: no batch).
    mutating func read(fields json: MatrixJSON) -> Bool {
        guard let nextBatch = json["next_batch"]?.string else { return false }
        self.nextBatch = nextBatch
        for event in json["account_data"]?["events"]?.array ?? [] where event["type"]?.string == "m.direct" {
            directRooms = event["content"]?.object.mapValues { $0.array.compactMap(\.string) }
        }
        oneTimeKeyCounts = json["device_one_time_keys_count"]?.object.compactMapValues { $0.number.map { Int($0) } }
        if case .array(let types)? = json["device_unused_fallback_key_types"] { unusedFallbackKeyTypes = types.compactMap(\.string) }
        toDeviceEvents = json["to_device"]?["events"]?.array ?? []
        changedDeviceLists = json["device_lists"]?["changed"]?.array.compactMap(\.string) ?? []
        leftDeviceLists = json["device_lists"]?["left"]?.array.compactMap(\.string) ?? []
        return true
    }

    /// A message and when its sender's server received it (`origin_server_ts`, milliseconds).
    typealias Timed = (sentAt: Double, message: Message)

    /// One sequence from the rooms' timelines: each room keeps its own order (the server's), and
    /// between rooms the message sent first comes first. So a person's DM and the line they wrote
    /// in a room right after it, arriving in one sync, are answered in the order they were sent.
    static func merged(_ rooms: [[Timed]]) -> [Message] {
        var next = rooms.map { _ in 0 }
        var result: [Message] = []
        while true {
            var earliest: Int?
            for (room, index) in next.enumerated() where index < rooms[room].count {
                if let best = earliest, rooms[best][next[best]].sentAt <= rooms[room][index].sentAt { continue }
                earliest = room
            }
            guard let room = earliest else { return result }
            result.append(rooms[room][next[room]].message)
            next[room] += 1
        }
    }

    /// Takes in a joined room's state and timeline; returns its messages that may be commands, to
    /// be merged with the other rooms' (`merged`).
    mutating func read(joined room: MatrixJSON, roomID: String, botUserID: String) -> [Timed] {
        joinedRooms.insert(roomID)
        if room["timeline"]?["limited"]?.bool == true { limitedRooms.insert(roomID) }
        let state = room["state"]?["events"]?.array ?? []
        let timeline = room["timeline"]?["events"]?.array ?? []
        for event in state + timeline {
            guard let type = event["type"]?.string else { skipped += 1; continue }
            switch type {
            case "m.room.member":
                guard let change = Self.memberChange(event) else { skipped += 1; continue }
                memberChanges[roomID, default: []].append(change)
            case "m.room.encryption", "m.room.encrypted":
                encryptedRooms.insert(roomID)
                if type == "m.room.encryption", event["state_key"]?.string == "" { encryptionSettings[roomID] = event["content"] }
            case "m.room.history_visibility" where event["state_key"]?.string == "":
                if let visibility = event["content"]?["history_visibility"]?.string { historyVisibility[roomID] = visibility }
            case "m.room.create" where event["state_key"]?.string == "":
                let version = event["content"]?["room_version"]?.string ?? "1"
                guard !Self.versionsRankingCreatorsByLevel.contains(version), let sender = event["sender"]?.string else { break }
                let more = event["content"]?["additional_creators"]?.array.compactMap(\.string) ?? []
                creators[roomID] = Set([sender] + more)
            case "m.room.tombstone" where event["state_key"]?.string == "":
                if let replacement = event["content"]?["replacement_room"]?.string, replacement.hasPrefix("!") {
                    tombstones[roomID] = replacement
                } else {
                    skipped += 1
                }
            case "m.room.power_levels" where event["state_key"]?.string == "":
                powerLevels[roomID] = MatrixPowerLevel.levels(in: event["content"]) {
                    ignoredPowerLevels[roomID, default: []].append($0)
                }
            default:
                break
            }
        }
        // A room the bot joined since the last sync shows what was said there before: everything
        // up to its join is history. Without its join in the timeline (a room it was already in,
        // or one so busy the join fell out of the window), every message came after it.
        let joinIndex = timeline.lastIndex { Self.isJoin(of: botUserID, $0) }
        var messages: [Timed] = []
        // a message without a time keeps its place after the one before it in its room
        var sentAt = 0.0
        for (index, event) in timeline.enumerated() {
            let type = event["type"]?.string
            if type == "m.reaction" || type == "m.room.redaction" {
                if let joinIndex, index < joinIndex { continue }
                readReactionChange(event, roomID: roomID, botUserID: botUserID)
                continue
            }
            guard type == "m.room.message" || type == "m.room.encrypted" else { continue }
            guard let sender = event["sender"]?.string, let eventID = event["event_id"]?.string,
                  let content = event["content"] else { skipped += 1; continue }
            if type == "m.room.encrypted" {
                // read once decrypted; the bot's own events and history are never commands
                guard sender != botUserID else { continue }
                if let joinIndex, index < joinIndex { history[roomID, default: 0] += 1; continue }
                sentAt = max(sentAt, event["origin_server_ts"]?.number ?? sentAt)
                messages.append((sentAt, Message(roomID: roomID, eventID: eventID, sender: sender, body: "", encrypted: content)))
                continue
            }
            guard sender != botUserID, Self.mayBeCommand(content) else { continue }
            guard let body = content["body"]?.string else { skipped += 1; continue }
            if let joinIndex, index < joinIndex { history[roomID, default: 0] += 1; continue }
            sentAt = max(sentAt, event["origin_server_ts"]?.number ?? sentAt)
            messages.append((sentAt, Message(roomID: roomID, eventID: eventID, sender: sender, body: body)))
        }
        return messages
    }

    /// An `m.reaction` (`m.annotation`) or `m.room.redaction` by someone other than the bot. A
    /// reaction already redacted (its content stripped) is left out: its redaction follows; one
    /// without a target or key, or a redaction that names no event, is counted as skipped.
    private mutating func readReactionChange(_ event: MatrixJSON, roomID: String, botUserID: String) {
        guard let sender = event["sender"]?.string, let eventID = event["event_id"]?.string else { skipped += 1; return }
        guard sender != botUserID else { return }
        if event["type"]?.string == "m.room.redaction" {
            // room versions before 11 name the event at the top, 11 and later in the content
            guard let redacted = event["content"]?["redacts"]?.string ?? event["redacts"]?.string else { skipped += 1; return }
            reactionChanges.append(ReactionChange(roomID: roomID, eventID: eventID, sender: sender, kind: .redacted(redacted)))
            return
        }
        guard event["unsigned"]?["redacted_because"] == nil else { return }
        guard let annotation = Self.annotation(event["content"]?["m.relates_to"]) else { skipped += 1; return }
        reactionChanges.append(ReactionChange(roomID: roomID, eventID: eventID, sender: sender,
                                              kind: .reacted(target: annotation.target, key: annotation.key)))
    }

    /// The event a reaction's `m.relates_to` annotates and its key; nil when it is no annotation.
    /// Public for reactions read once decrypted, which must count exactly as plain ones.
    public static func annotation(_ relation: MatrixJSON?) -> (target: String, key: String)? {
        guard relation?["rel_type"]?.string == "m.annotation", let target = relation?["event_id"]?.string,
              let key = relation?["key"]?.string else { return nil }
        return (target, key)
    }

    /// Whether an `m.room.message` content (plain, or decrypted) may be a command: notices (the
    /// bot's own and other bots': no loops), emotes and files are not, nor is an edit, which
    /// repeats a message handled already under `m.new_content`.
    public static func mayBeCommand(_ content: MatrixJSON) -> Bool {
        content["msgtype"]?.string == "m.text" && content["m.relates_to"]?["rel_type"]?.string != "m.replace"
    }

    /// The membership an `m.room.member` event gives its `state_key`; nil for any other event or
    /// one without a user or membership.
    static func memberChange(_ event: MatrixJSON) -> MemberChange? {
        guard event["type"]?.string == "m.room.member", let user = event["state_key"]?.string, user.hasPrefix("@"),
              let membership = event["content"]?["membership"]?.string else { return nil }
        return MemberChange(user: user, membership: membership, displayName: event["content"]?["displayname"]?.string)
    }

    /// The state event types `read(joined:roomID:botUserID:)` takes in: a sync filter asks for these alone, so a room's
    /// name, topic, join rules, avatar and the like never cross the wire or fill memory (a bot in
    /// 1,000 rooms reads every room's state at each start). A type read here must be listed here.
    public static let stateTypesRead = [
        "m.room.member", "m.room.power_levels", "m.room.create", "m.room.encryption", "m.room.history_visibility",
        "m.room.tombstone",
    ]

    /// The room versions in which a creator is only as strong as their listed power level.
    public static let versionsRankingCreatorsByLevel: Set<String> = Set((1...11).map(String.init))

    /// `user`'s own arrival in a room: a membership that becomes `join` (not a change of name or
    /// avatar of someone already in, which is a `join` following a `join`).
    static func isJoin(of user: String, _ event: MatrixJSON) -> Bool {
        event["type"]?.string == "m.room.member" && event["state_key"]?.string == user
            && event["content"]?["membership"]?.string == "join"
            && event["unsigned"]?["prev_content"]?["membership"]?.string != "join"
    }
}
