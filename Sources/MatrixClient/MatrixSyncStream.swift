/// Reads a `/sync` answer as its body arrives, chunk by chunk, and hands over each room of its
/// `rooms` sections (`join`, `invite`, `leave`) as soon as that room's JSON value is complete,
/// then lets its bytes go.
///
/// Why: the first sync of a run holds every joined room's state. Collected whole, the answer of a
/// bot in 1,000 rooms sat in one growing buffer (megabytes, reallocated as it doubled) while it
/// was read, so the start's peak memory grew with the number of rooms. Here only the room being
/// received is held: peak memory is bounded by the largest room, not by the whole answer.
///
/// The scanner only follows the answer's structure (strings, escapes, nesting) to find where each
/// member of the answer, of `rooms` and of a section ends; every value is then read and checked by
/// `MatrixJSONReader`, so what is not JSON is refused whichever part of it is wrong. The answer's
/// other fields (`next_batch`, `to_device`, `device_lists`, `account_data`…) are read whole and
/// kept in `fields`.
struct MatrixSyncStream {
    /// Which half of a member the bytes since the last `{`, `:` or `,` of the object being taken
    /// apart belong to.
    private enum Part { case key, value }

    private let limit: Int
    private var received = 0
    /// Objects and arrays open, outside strings.
    private var depth = 0
    private var inString = false
    private var escaping = false
    /// The depth of the object whose members are being taken apart: 1 the answer, 2 its `rooms`,
    /// 3 one section of `rooms`; 0 before the answer began and after it ended.
    private var level = 0
    private var part = Part.key
    /// Whether the object at `level` has had a member yet (`{}` closes; `{"a": 1,}` does not).
    private var memberSeen = false
    /// Whether the value of the member at `level` was an object taken apart (`rooms`, a section):
    /// then nothing but whitespace may follow it.
    private var valueTakenApart = false
    /// After the `:` of `rooms` or of a section: an object opening now is taken apart.
    private var mayTakeApart = false
    private var ended = false
    /// The keys of the members being read at levels 1, 2 and 3 (field, section, room id).
    private var keys = ["", "", ""]
    /// The bytes of the current key or value that came in earlier chunks.
    private var carried: [UInt8] = []
    /// The answer's members but `rooms`.
    private(set) var fields: [String: MatrixJSON] = [:]

    /// `limit`: the most bytes the answer may have.
    init(limit: Int) {
        self.limit = limit
    }

    /// Takes in the next bytes of the answer, handing each room completed in them to `room`
    /// (its section, its id, its value).
    mutating func feed(_ bytes: UnsafeRawBufferPointer,
                       room: (_ section: String, _ roomID: String, _ value: MatrixJSON) -> Void) throws(MatrixError) {
        received += bytes.count
        guard received <= limit else { throw MatrixError(.malformed("the sync answer is larger than \(limit) bytes")) }
        // where the current key or value begins in `bytes` (it may have begun in an earlier chunk)
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if escaping {
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09:
                continue
            case UInt8(ascii: "{") where level == 0:
                guard !ended else { throw Self.notJSON(at: received - bytes.count + index) }
                depth = 1
                open()
                start = index
            case UInt8(ascii: "{") where mayTakeApart && depth == level:
                // the value of `rooms` or of a section: what came before the `{` was whitespace
                mayTakeApart = false
                carried.removeAll(keepingCapacity: true)
                depth += 1
                open()
                start = index
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard level > 0 else { throw Self.notJSON(at: received - bytes.count + index) }
                mayTakeApart = false
                depth += 1
            case UInt8(ascii: "}") where level > 0 && depth == level:
                try endMember(Self.piece(bytes, start..<(index - 1), after: &carried), closing: true, room: room)
                depth -= 1
                level -= 1
                if level == 0 {
                    ended = true
                } else {
                    // back in the member whose value this object was
                    memberSeen = true
                    valueTakenApart = true
                    part = .value
                }
                start = index
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > level else { throw Self.notJSON(at: received - bytes.count + index) }
                mayTakeApart = false
                depth -= 1
            case UInt8(ascii: ":") where level > 0 && depth == level:
                guard part == .key, case .string(let key)? = Self.piece(bytes, start..<(index - 1), after: &carried).json else {
                    throw Self.notJSON(at: received - bytes.count + index)
                }
                keys[level - 1] = key
                part = .value
                valueTakenApart = false
                mayTakeApart = (level == 1 && key == "rooms") || level == 2
                start = index
            case UInt8(ascii: ",") where level > 0 && depth == level:
                try endMember(Self.piece(bytes, start..<(index - 1), after: &carried), closing: false, room: room)
                part = .key
                start = index
            default:
                guard level > 0 else { throw Self.notJSON(at: received - bytes.count + index) }
                mayTakeApart = false
                if byte == UInt8(ascii: "\"") { inString = true }
            }
        }
        if level > 0 { carried.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start...])) }
    }

    /// Checks that the answer ended: a body cut off before its last `}` is no answer.
    func finish() throws(MatrixError) {
        guard ended else { throw MatrixError(.malformed("the sync answer breaks off before its end")) }
    }

    private mutating func open() {
        level += 1
        part = .key
        memberSeen = false
        valueTakenApart = false
    }

    /// A key or value of a member: whitespace only (an empty object, what follows a taken-apart
    /// object), or else the JSON it holds (nil when it is none).
    private struct Piece {
        var isBlank: Bool
        var json: MatrixJSON?

        init(_ text: UnsafeRawBufferPointer) {
            isBlank = text.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            json = isBlank ? nil : MatrixJSONReader.read(text)
        }
    }

    /// The key or value that ends at `range` of `bytes`, with whatever of it came in earlier
    /// chunks (`carried`, emptied). Most are whole in one chunk and read where they arrived.
    private static func piece(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, after carried: inout [UInt8]) -> Piece {
        let text = UnsafeRawBufferPointer(rebasing: bytes[range])
        if carried.isEmpty { return Piece(text) }
        carried.append(contentsOf: text)
        defer { carried.removeAll(keepingCapacity: true) }
        return carried.withUnsafeBytes(Piece.init)
    }

    /// Ends the member at `level` whose key or value was `piece`, at a `,` or (`closing`) a `}`.
    private mutating func endMember(_ piece: Piece, closing: Bool,
                                    room: (_ section: String, _ roomID: String, _ value: MatrixJSON) -> Void) throws(MatrixError) {
        switch part {
        case .key:
            // only an object without members closes where a key would be
            guard closing, !memberSeen, piece.isBlank else { throw MatrixError(.malformed("the sync answer is not JSON (a member without a value)")) }
        case .value:
            memberSeen = true
            if valueTakenApart {
                guard piece.isBlank else { throw MatrixError(.malformed("the sync answer is not JSON (after \(keys[level - 1]))")) }
                return
            }
            guard let value = piece.json else { throw MatrixError(.malformed("the sync answer is not JSON (in \(memberPath))")) }
            switch level {
            case 1: fields[keys[0]] = value
            case 3: room(keys[1], keys[2], value)
            // a section that is no object holds no room
            default: break
            }
        }
    }

    /// The member being read, for a log line: `next_batch`, `rooms.join`, `rooms.join.!abc:example.org`.
    private var memberPath: String {
        keys.prefix(level).joined(separator: ".")
    }

    private static func notJSON(at offset: Int) -> MatrixError {
        MatrixError(.malformed("the sync answer is not JSON (at byte \(offset))"))
    }
}
