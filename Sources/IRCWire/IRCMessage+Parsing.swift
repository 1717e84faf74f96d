// The parser works on UTF-8 bytes: every delimiter of the IRC grammar (space, ':', '@', ';',
// '=', '\') is ASCII and can never occur inside a multi-byte sequence, so fields are found by
// byte scans and each field is decoded once. `String(decoding:as:)` repairs invalid UTF-8 with
// U+FFFD, which gives lossy decoding per field while the line itself is always kept.

extension IRCMessage {
    /// Parses one line received from the network, without its CRLF (a trailing CR/LF is tolerated).
    public init(parsing line: String) throws(IRCParseError) {
        let parsed = line.utf8.withContiguousStorageIfAvailable(IRCLineParser.parse)
            ?? IRCLineParser.parse(copying: Array(line.utf8))
        self = try parsed.get()
    }

    /// Parses one line received from the network, without its CRLF (a trailing CR/LF is tolerated).
    public init(parsing line: Substring) throws(IRCParseError) {
        let parsed = line.utf8.withContiguousStorageIfAvailable(IRCLineParser.parse)
            ?? IRCLineParser.parse(copying: Array(line.utf8))
        self = try parsed.get()
    }

    /// Parses raw bytes from the network. Invalid UTF-8 is decoded lossily (U+FFFD) field by field.
    /// Inlinable so that callers get a version specialised for their collection type.
    @inlinable
    public init(parsingBytes bytes: some Collection<UInt8>) throws(IRCParseError) {
        let parsed = bytes.withContiguousStorageIfAvailable(IRCLineParser.parse)
            ?? IRCLineParser.parse(copying: Array(bytes))
        self = try parsed.get()
    }
}

/// The byte-level grammar of RFC 1459 / IRCv3, lenient where servers are known to be sloppy
/// (several spaces between atoms, trailing spaces, a dangling backslash in a tag value).
@usableFromInline
enum IRCLineParser {
    private static let space = UInt8(ascii: " ")
    private static let colon = UInt8(ascii: ":")
    private static let at = UInt8(ascii: "@")
    private static let semicolon = UInt8(ascii: ";")
    private static let equals = UInt8(ascii: "=")
    private static let backslash = UInt8(ascii: "\\")
    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")

    @usableFromInline
    static func parse(copying bytes: [UInt8]) -> Result<IRCMessage, IRCParseError> {
        bytes.withUnsafeBufferPointer(parse)
    }

    @usableFromInline
    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Result<IRCMessage, IRCParseError> {
        var end = line.count
        while end > 0, line[end - 1] == cr || line[end - 1] == lf { end -= 1 }
        var index = skipSpaces(line, from: 0, to: end)
        guard index < end else { return .failure(.emptyLine) }

        var tags: [IRCTag] = []
        if line[index] == at {
            let tagsEnd = find(space, in: line, from: index + 1, to: end)
            guard tagsEnd < end else { return .failure(.missingCommand) }
            tags = parseTags(line, from: index + 1, to: tagsEnd)
            index = skipSpaces(line, from: tagsEnd, to: end)
        }

        var source: String?
        if index < end, line[index] == colon {
            let sourceEnd = find(space, in: line, from: index + 1, to: end)
            guard sourceEnd < end else { return .failure(.missingCommand) }
            // A bare ':' (empty source) is read as no source, which is how it is written back.
            if sourceEnd > index + 1 { source = decode(line, from: index + 1, to: sourceEnd) }
            index = skipSpaces(line, from: sourceEnd, to: end)
        }

        guard index < end else { return .failure(.missingCommand) }
        let commandEnd = find(space, in: line, from: index, to: end)
        guard isValidCommand(line, from: index, to: commandEnd) else {
            // At most 32 bytes of it: the error ends up in logs, the line may be megabytes.
            return .failure(.invalidCommand(decode(line, from: index, to: min(commandEnd, index + 32))))
        }
        let command = IRCInternedAtoms.command(line, from: index, to: commandEnd)
            ?? decode(line, from: index, to: commandEnd)

        let parameters = parseParameters(line, from: commandEnd, to: end)
        return .success(IRCMessage(tags: tags, source: source, command: command, parameters: parameters))
    }

    private static func parseParameters(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [String] {
        var index = skipSpaces(line, from: start, to: end)
        var parameters: [String] = []
        parameters.reserveCapacity(countParameters(line, from: index, to: end))
        while index < end {
            if line[index] == colon {
                parameters.append(decode(line, from: index + 1, to: end))
                break
            }
            let parameterEnd = find(space, in: line, from: index, to: end)
            parameters.append(decode(line, from: index, to: parameterEnd))
            index = skipSpaces(line, from: parameterEnd, to: end)
        }
        return parameters
    }

    /// Tags are `key[=value]` separated by ';'. Empty entries and entries with an empty key are
    /// ignored (garbage from a broken server must not abort the whole line). A repeated key
    /// replaces the earlier value in place, as the spec asks parsers to keep only the last one.
    /// Each entry is scanned once for its '=', its end and any backslash.
    private static func parseTags(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [IRCTag] {
        var tags: [IRCTag] = []
        tags.reserveCapacity(4)
        var index = start
        while index < end {
            var cursor = index
            var keyEnd = -1
            var hasEscape = false
            while cursor < end {
                let byte = line[cursor]
                if byte == semicolon { break }
                if byte == equals, keyEnd < 0 {
                    keyEnd = cursor
                } else if byte == backslash {
                    hasEscape = true
                }
                cursor &+= 1
            }
            if keyEnd < 0 { keyEnd = cursor }
            if keyEnd > index {
                let key = IRCInternedAtoms.tagKey(line, from: index, to: keyEnd) ?? decode(line, from: index, to: keyEnd)
                let valueStart = min(keyEnd &+ 1, cursor)
                let value = hasEscape
                    ? unescapeTagValue(line, from: valueStart, to: cursor)
                    : decode(line, from: valueStart, to: cursor)
                // Comparing lengths first keeps the usual all-distinct case cheap.
                let keyLength = key.utf8.count
                if let existing = tags.firstIndex(where: { $0.key.utf8.count == keyLength && $0.key == key }) {
                    tags[existing].value = value
                } else {
                    tags.append(IRCTag(key: key, value: value))
                }
            }
            index = cursor &+ 1
        }
        return tags
    }

    /// `\:` → ';', `\s` → ' ', `\\` → '\', `\r` → CR, `\n` → LF; a backslash before any other
    /// character is dropped and the character kept; a backslash at the very end is dropped.
    private static func unescapeTagValue(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = line[index]
            index += 1
            guard byte == backslash else {
                bytes.append(byte)
                continue
            }
            guard index < end else { break }
            let escaped = line[index]
            index += 1
            switch escaped {
            case colon: bytes.append(semicolon)
            case UInt8(ascii: "s"): bytes.append(space)
            case UInt8(ascii: "r"): bytes.append(cr)
            case UInt8(ascii: "n"): bytes.append(lf)
            default: bytes.append(escaped)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A command is letters only, or exactly three digits (a numeric reply).
    private static func isValidCommand(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let count = end - start
        if count == 3, line[start] &- 48 < 10, line[start + 1] &- 48 < 10, line[start + 2] &- 48 < 10 {
            return true
        }
        for index in start..<end where (line[index] | 0x20) &- UInt8(ascii: "a") >= 26 {
            return false
        }
        return count > 0
    }

    /// An upper bound of the parameter count, so the array is allocated once.
    private static func countParameters(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var parameters = start < end ? 1 : 0
        var index = start
        while index < end - 1 {
            if line[index] == space {
                if line[index + 1] == colon { return parameters + 1 }
                parameters &+= 1
            }
            index &+= 1
        }
        return parameters
    }

    @inline(__always)
    private static func decode(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
    }

    @inline(__always)
    private static func find(_ byte: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, line[index] != byte { index &+= 1 }
        return index
    }

    @inline(__always)
    private static func skipSpaces(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, line[index] == space { index &+= 1 }
        return index
    }
}
