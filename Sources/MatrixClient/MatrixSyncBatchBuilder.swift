/// Puts a `MatrixSyncBatch` together from an answer's parts in the order they come: each room as
/// soon as it is read (a streamed answer hands them over one by one, `MatrixSyncStream`), the
/// answer's other fields at the end, since `next_batch` may come after `rooms`. Only what the
/// batch keeps of a room outlives it here, never the room's JSON.
struct MatrixSyncBatchBuilder {
    private var batch = MatrixSyncBatch(nextBatch: "")
    private let botUserID: String
    /// Each joined room's messages, in the server's order, until they are merged across rooms.
    private var messagesPerRoom: [[MatrixSyncBatch.Timed]] = []

    init(botUserID: String, isFullState: Bool) {
        self.botUserID = botUserID
        batch.isFullState = isFullState
    }

    /// Takes in one room of `section` (`invite`, `join`, `leave`; any other holds nothing the bot reads).
    mutating func take(_ room: MatrixJSON, roomID: String, section: String) {
        switch section {
        case "invite":
            batch.read(invite: room, roomID: roomID, botUserID: botUserID)
        case "join":
            let messages = batch.read(joined: room, roomID: roomID, botUserID: botUserID)
            if !messages.isEmpty { messagesPerRoom.append(messages) }
        case "leave":
            batch.read(left: room, roomID: roomID, botUserID: botUserID)
        default:
            break
        }
    }

    /// The batch, its fields outside `rooms` read from `fields`; nil when they have no `next_batch`.
    consuming func finish(fields: MatrixJSON) -> MatrixSyncBatch? {
        guard batch.read(fields: fields) else { return nil }
        batch.messages = MatrixSyncBatch.merged(messagesPerRoom)
        return batch
    }
}
