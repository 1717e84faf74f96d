/// What one `/sync` answer holds that Townhall acts on, read leniently: an event missing a
/// field it needs is counted in `skipped` (and logged by the caller), never fatal.
struct MatrixSyncBatch: Sendable {
    struct Invite: Sendable, Equatable {
        var roomID: String
        var inviter: String
        var isDirect: Bool
    }

    struct Message: Sendable, Equatable {
        var roomID: String
        var eventID: String
        var sender: String
        var body: String
    }

    var nextBatch: String
    var invites: [Invite] = []
    /// Text messages from people (not the bot itself), in the server's order per room.
    var messages: [Message] = []
    var joinedRooms: Set<String> = []
    var leftRooms: Set<String> = []
    /// Rooms found to be end-to-end encrypted (an `m.room.encryption` state event or an
    /// `m.room.encrypted` message).
    var encryptedRooms: Set<String> = []
    /// Room → user id → power level, from `m.room.power_levels` (`users_default` under "").
    var powerLevels: [String: [String: Int]] = [:]
    /// Rooms whose timeline has a gap (more happened than the filter's limit).
    var limitedRooms: Set<String> = []
    /// The bot's `m.direct` account data: user id → DM room ids.
    var directRooms: [String: [String]]?
    var skipped = 0

    init(nextBatch: String) {
        self.nextBatch = nextBatch
    }

    init?(_ json: MatrixJSON, botUserID: String) {
        guard let nextBatch = json["next_batch"]?.string else { return nil }
        self.init(nextBatch: nextBatch)
        let rooms = json["rooms"]
        for (roomID, room) in rooms?["invite"]?.object ?? [:] {
            // the bot's own membership event says who invited it and whether as a DM
            let member = room["invite_state"]?["events"]?.array.first {
                $0["type"]?.string == "m.room.member" && $0["state_key"]?.string == botUserID
            }
            guard let inviter = member?["sender"]?.string else { skipped += 1; continue }
            invites.append(Invite(roomID: roomID, inviter: inviter,
                                  isDirect: member?["content"]?["is_direct"]?.bool ?? false))
        }
        for (roomID, room) in rooms?["join"]?.object ?? [:] {
            joinedRooms.insert(roomID)
            read(room: room, roomID: roomID, botUserID: botUserID)
        }
        leftRooms = Set((rooms?["leave"]?.object ?? [:]).keys)
        for event in json["account_data"]?["events"]?.array ?? [] where event["type"]?.string == "m.direct" {
            directRooms = event["content"]?.object.mapValues { $0.array.compactMap(\.string) }
        }
    }

    private mutating func read(room: MatrixJSON, roomID: String, botUserID: String) {
        if room["timeline"]?["limited"]?.bool == true { limitedRooms.insert(roomID) }
        let state = room["state"]?["events"]?.array ?? []
        let timeline = room["timeline"]?["events"]?.array ?? []
        for event in state + timeline {
            guard let type = event["type"]?.string else { skipped += 1; continue }
            switch type {
            case "m.room.encryption", "m.room.encrypted":
                encryptedRooms.insert(roomID)
            case "m.room.power_levels" where event["state_key"]?.string == "":
                var levels = (event["content"]?["users"]?.object ?? [:]).compactMapValues { $0.number.map { Int($0) } }
                levels[""] = event["content"]?["users_default"]?.number.map { Int($0) } ?? 0
                powerLevels[roomID] = levels
            default:
                break
            }
        }
        for event in timeline where event["type"]?.string == "m.room.message" {
            guard let sender = event["sender"]?.string, let eventID = event["event_id"]?.string,
                  let content = event["content"] else { skipped += 1; continue }
            // the bot's own notices, other bots' notices (no loops), emotes and files are not commands
            guard sender != botUserID, content["msgtype"]?.string == "m.text" else { continue }
            // an edit repeats the message under m.new_content: the first version was handled
            guard content["m.relates_to"]?["rel_type"]?.string != "m.replace" else { continue }
            guard let body = content["body"]?.string else { skipped += 1; continue }
            messages.append(Message(roomID: roomID, eventID: eventID, sender: sender, body: body))
        }
    }
}
