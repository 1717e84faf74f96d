/// Reads JSON text (RFC 8259, UTF-8) straight into a `MatrixJSON`, in one pass over its bytes.
///
/// Why not `JSONDecoder`: `MatrixJSON` is an enum whose `Decodable` conformance can only find a
/// value's kind by trying each in turn, so every object in a `/sync` answer cost four failed
/// decodes (each building an error with its coding path) before the one that fits, on top of
/// the decoder's own tree. A sync answer is read for every command the bot answers; this reader
/// looks at each byte once and builds the value as it goes.
///
/// Lenient where the decoder was (bytes that are not UTF-8 inside a string become U+FFFD, a
/// lone surrogate escape too, a repeated key keeps its last value) and strict where JSON is:
/// anything else that is not JSON is nil, so is nesting deeper than `maxDepth` (a hostile
/// answer must not exhaust the stack).
struct MatrixJSONReader {
    /// Arrays and objects nested deeper than this are refused.
    static let maxDepth = 512

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private var depth = 0

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The value `bytes` hold, nil when they are not one JSON text.
    static func read(_ bytes: UnsafeRawBufferPointer) -> MatrixJSON? {
        var reader = MatrixJSONReader(bytes)
        guard let value = reader.value() else { return nil }
        reader.skipWhitespace()
        return reader.position == bytes.count ? value : nil
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func value() -> MatrixJSON? {
        skipWhitespace()
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(MatrixJSON.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ text: StaticString, _ value: MatrixJSON) -> MatrixJSON? {
        let count = text.utf8CodeUnitCount
        guard bytes.count - position >= count else { return nil }
        for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] { return nil }
        position += count
        return value
    }

    private mutating func object() -> MatrixJSON? {
        var fields: [String: MatrixJSON] = [:]
        let read = eachMember { reader, key in
            guard let value = reader.value() else { return false }
            fields[key] = value
            return true
        }
        return read ? .object(fields) : nil
    }

    private mutating func array() -> MatrixJSON? {
        var elements: [MatrixJSON] = []
        let read = eachElement { reader in
            guard let value = reader.value() else { return false }
            elements.append(value)
            return true
        }
        return read ? .array(elements) : nil
    }

    /// Reads an object from its `{`: hands each key to `member`, which reads that key's value
    /// (false when there was none); false when the object is not JSON.
    private mutating func eachMember(_ member: (inout MatrixJSONReader, String) -> Bool) -> Bool {
        guard depth < Self.maxDepth else { return false }
        depth += 1
        defer { depth -= 1 }
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return true }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\""), let key = string() else { return false }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return false }
            position += 1
            guard member(&self, key) else { return false }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return true
            default: return false
            }
        }
    }

    /// Reads an array from its `[`, `element` reading each element.
    private mutating func eachElement(_ element: (inout MatrixJSONReader) -> Bool) -> Bool {
        guard depth < Self.maxDepth else { return false }
        depth += 1
        defer { depth -= 1 }
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; return true }
        while true {
            guard element(&self) else { return false }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return true
            default: return false
            }
        }
    }

    /// A string from its opening quote; most have no escape and are copied in one piece.
    private mutating func string() -> String? {
        position += 1
        let start = position
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { return nil }
            position += 1
        }
        guard let stop = current else { return nil }
        if stop == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)]), as: UTF8.self)
        }
        var text = Array(bytes[start..<position])
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard escape(into: &text) else { return nil }
            case ..<0x20:
                return nil
            default:
                text.append(byte)
            }
        }
        return nil
    }

    /// The escape after a backslash, appended to `text` as UTF-8; false when it is none.
    private mutating func escape(into text: inout [UInt8]) -> Bool {
        guard let byte = current else { return false }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            guard let unit = hexUnit() else { return false }
            var scalar = Unicode.Scalar(unit)
            if (0xD800..<0xDC00).contains(unit), bytes.count - position >= 6,
               bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                let mark = position
                position += 2
                if let low = hexUnit(), (0xDC00..<0xE000).contains(low) {
                    scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                } else {
                    position = mark
                }
            }
            UTF8.encode(scalar ?? "\u{FFFD}") { text.append($0) }
        default:
            return false
        }
        return true
    }

    private mutating func hexUnit() -> UInt16? {
        guard bytes.count - position >= 4 else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    /// A number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() -> MatrixJSON? {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, isDigit(first) else { return nil }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var integral = true
        if current == UInt8(ascii: ".") {
            integral = false
            position += 1
            guard let digit = current, isDigit(digit) else { return nil }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            integral = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let digit = current, isDigit(digit) else { return nil }
            skipDigits()
        }
        let digits = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
        // small integers (timestamps, counts, levels) without going through text
        if integral, digits.count <= 16 {
            var magnitude: Int64 = 0
            for byte in digits where byte != UInt8(ascii: "-") { magnitude = magnitude * 10 + Int64(byte - UInt8(ascii: "0")) }
            return .number(Double(digits.first == UInt8(ascii: "-") ? -magnitude : magnitude))
        }
        return Double(String(decoding: digits, as: UTF8.self)).map(MatrixJSON.number)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { position += 1 }
    }
}
