// Serialization is the one place that guarantees that no caller, whatever it puts in tags,
// source, command or parameters, can make the bot send a second line or a line the server
// reads differently from what the fields say. The rules, and why:
//
// * CR, LF and NUL are never written. In the trailing parameter they become a space: the
//   text stays readable ("line one line two"), words are not glued together, and the byte
//   length does not change, so a reply already split to fit the limit still fits.
// * In a tag value they are escaped as the spec defines (`\r`, `\n`; NUL, which has no escape,
//   becomes `\s`), together with ';' (`\:`), space (`\s`) and backslash (`\\`), so values
//   round-trip exactly through any conforming parser.
// * Atoms that are separated by spaces (tag keys, source, command, middle parameters) cannot
//   hold a space either: there, CR, LF, NUL and space become '_'. A middle parameter that
//   starts with ':' would swallow the rest of the line as one trailing parameter, so its
//   leading ':' becomes '_'; an empty middle parameter would vanish, shifting every later
//   parameter, so it is written as '*'. Likewise an empty command is written as '*', a command
//   starting with '@' or ':' gets '_' for that byte, tag keys lose ';' and '=' to '_', a tag
//   with an empty key and an empty source are left out. The line keeps exactly the fields the
//   caller gave, in the same places — it is garbled visibly rather than re-interpreted.
// * The last parameter is written as trailing (":...") only when it has to be: when it is
//   empty, contains a space (or a CR/LF/NUL that becomes one) or starts with ':'.
//
// Length is not enforced here: IRCLineSplitter and `maxTextBytes` size replies beforehand.
//
// For speed the line is written once, through a pointer, into storage sized by an upper bound
// (escaping at most doubles a tag value; every other substitution keeps the byte count).

extension IRCMessage {
    /// The line as sent, WITHOUT the trailing CRLF. Never contains CR, LF or NUL.
    public func serialized() -> String {
        String(unsafeUninitializedCapacity: IRCWriter.capacity(for: self)) { buffer in
            var writer = IRCWriter(buffer: buffer)
            writer.write(self)
            return writer.position
        }
    }

    /// The line as bytes for the wire, WITH the trailing CRLF (and no other CR, LF or NUL).
    public func serializedBytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: serializedCapacity) { buffer, count in
            count = writeSerialized(into: buffer)
        }
    }

    /// An upper bound of the size of `serializedBytes()`: the storage `writeSerialized` needs.
    public var serializedCapacity: Int { IRCWriter.capacity(for: self) + 2 }

    /// Writes the line WITH its CRLF into `buffer`, which holds at least `serializedCapacity`
    /// bytes; returns how many it wrote. For a caller with storage of its own (the client's
    /// socket buffer), which then needs no intermediate array.
    public func writeSerialized(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(buffer.count >= serializedCapacity, "writeSerialized needs serializedCapacity bytes")
        var writer = IRCWriter(buffer: buffer)
        writer.write(self)
        writer.put(IRCWriter.cr)
        writer.put(IRCWriter.lf)
        return writer.position
    }

    /// Appends the line, without CRLF, to `bytes` (for callers batching several lines).
    public func appendSerialized(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: serializedBytes().dropLast(2))
    }
}

/// Writes the fields of a message into pre-sized storage, sanitising as described above.
struct IRCWriter {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let equals = UInt8(ascii: "=")
    static let backslash = UInt8(ascii: "\\")
    static let underscore = UInt8(ascii: "_")
    static let asterisk = UInt8(ascii: "*")
    static let at = UInt8(ascii: "@")

    /// An upper bound of the serialized size without CRLF.
    static func capacity(for message: IRCMessage) -> Int {
        var total = 2 + (message.source?.utf8.count ?? 0) + max(1, message.command.utf8.count) + 1
        for tag in message.tags { total += tag.key.utf8.count + 2 * tag.value.utf8.count + 2 }
        for parameter in message.parameters { total += max(1, parameter.utf8.count) + 2 }
        return total
    }

    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var position = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        buffer[position] = byte
        position += 1
    }

    mutating func write(_ message: IRCMessage) {
        writeTags(message.tags)
        if let source = message.source, !source.isEmpty {
            put(Self.colon)
            writeAtom(source, leadingForbidden: nil, nil)
            put(Self.space)
        }
        if message.command.isEmpty {
            put(Self.asterisk)
        } else {
            writeAtom(message.command, leadingForbidden: Self.at, Self.colon)
        }
        let parameters = message.parameters
        guard !parameters.isEmpty else { return }
        for parameter in parameters[..<(parameters.count - 1)] {
            put(Self.space)
            if parameter.isEmpty {
                put(Self.asterisk)
            } else {
                writeAtom(parameter, leadingForbidden: Self.colon, nil)
            }
        }
        put(Self.space)
        writeTrailing(parameters[parameters.count - 1])
    }

    private mutating func writeTags(_ tags: [IRCTag]) {
        var first = true
        for tag in tags where !tag.key.isEmpty {
            put(first ? Self.at : Self.semicolon)
            first = false
            writeEach(tag.key) { writer, byte in
                switch byte {
                case 0, Self.cr, Self.lf, Self.space, Self.semicolon, Self.equals: writer.put(Self.underscore)
                default: writer.put(byte)
                }
            }
            guard !tag.value.isEmpty else { continue }
            put(Self.equals)
            writeEach(tag.value) { writer, byte in
                guard byte <= Self.backslash else { return writer.put(byte) }
                switch byte {
                case Self.semicolon: writer.putEscape(Self.colon)
                case Self.space, 0: writer.putEscape(UInt8(ascii: "s"))
                case Self.backslash: writer.putEscape(Self.backslash)
                case Self.cr: writer.putEscape(UInt8(ascii: "r"))
                case Self.lf: writer.putEscape(UInt8(ascii: "n"))
                default: writer.put(byte)
                }
            }
        }
        if !first { put(Self.space) }
    }

    @inline(__always)
    private mutating func putEscape(_ letter: UInt8) {
        put(Self.backslash)
        put(letter)
    }

    /// A space-delimited atom: CR, LF, NUL and space become '_', and so does a first byte equal
    /// to one of the `leadingForbidden` bytes.
    private mutating func writeAtom(_ atom: String, leadingForbidden first: UInt8?, _ second: UInt8?) {
        let start = position
        writeEach(atom) { writer, byte in
            switch byte {
            case 0, Self.cr, Self.lf, Self.space: writer.put(Self.underscore)
            default: writer.put(byte)
            }
        }
        let written = buffer[start]
        if written == first || written == second { buffer[start] = Self.underscore }
    }

    private mutating func writeTrailing(_ parameter: String) {
        // CR, LF and NUL turn into spaces, so they too call for the ':' form.
        let colonAt = position
        put(Self.colon)
        var needsColon = parameter.isEmpty || parameter.utf8.first == Self.colon
        writeEach(parameter) { writer, byte in
            guard byte <= Self.space else { return writer.put(byte) }
            switch byte {
            case 0, Self.cr, Self.lf, Self.space:
                needsColon = true
                writer.put(Self.space)
            default:
                writer.put(byte)
            }
        }
        if !needsColon {
            // Shift the text back over the provisional ':'; the common case of a one-word last
            // parameter is short, and long text almost always contains a space.
            let length = position - colonAt - 1
            let base = buffer.baseAddress! + colonAt
            base.update(from: base + 1, count: length)
            position -= 1
        }
    }

    @inline(__always)
    private mutating func writeEach(_ field: String, _ body: (inout IRCWriter, UInt8) -> Void) {
        var field = field
        field.withUTF8 { bytes in
            for byte in bytes { body(&self, byte) }
        }
    }
}
