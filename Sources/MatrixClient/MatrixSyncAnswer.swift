import NIOCore

/// A `/sync` answer as it came: its fields read, but each room of its `rooms` sections only
/// located in the answer's bytes and read when the batch takes that room in
/// (`MatrixSyncBatch.init(_:botUserID:isFullState:)`), then let go.
///
/// Why: the first sync of a start holds every joined room's whole state; for 1,000 rooms that is
/// megabytes of JSON, and read as one tree it took several times its size in memory at once,
/// beside the bytes. Room by room, only one room's tree is alive at a time.
public struct MatrixSyncAnswer: Sendable {
    /// Where one room of a `rooms` section lies in the answer's bytes.
    struct RoomSpan: Sendable {
        var roomID: String
        var bytes: Range<Int>
    }

    private let body: ByteBuffer
    /// The answer's fields but `rooms`.
    public let fields: MatrixJSON
    /// `join`, `invite` and `leave` (and any other section) → its rooms, in the answer's order.
    private let rooms: [String: [RoomSpan]]

    /// Nil when `body` is not one JSON object.
    public init?(body: ByteBuffer) {
        guard let (fields, rooms) = body.withUnsafeReadableBytes(MatrixJSONReader.readSync) else { return nil }
        self.body = body
        self.fields = fields
        self.rooms = rooms
    }

    /// The rooms of `section`, each read only when `value` is called (nil: not an object).
    func rooms(in section: String) -> [(roomID: String, value: () -> MatrixJSON?)] {
        (rooms[section] ?? []).map { span in
            (span.roomID, { body.withUnsafeReadableBytes { MatrixJSONReader.read(UnsafeRawBufferPointer(rebasing: $0[span.bytes])) } })
        }
    }
}
