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

extension IRCMessage {
    /// The line as sent, WITHOUT the trailing CRLF. Never contains CR, LF or NUL.
    public func serialized() -> String {
        var bytes: [UInt8] = []
        appendSerialized(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line as bytes for the wire, WITH the trailing CRLF (and no other CR, LF or NUL).
    public func serializedBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        appendSerialized(to: &bytes)
        bytes.append(IRCWriter.cr)
        bytes.append(IRCWriter.lf)
        return bytes
    }

    /// Appends the line without CRLF to `bytes`.
    public func appendSerialized(to bytes: inout [UInt8]) {
        var writer = IRCWriter(bytes: bytes)
        bytes = []
        writer.write(self)
        bytes = writer.bytes
    }
}

/// Appends the fields of a message to a byte buffer, sanitising as described above.
struct IRCWriter {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let colon = UInt8(ascii: ":")
    static let underscore = UInt8(ascii: "_")
    static let asterisk = UInt8(ascii: "*")

    var bytes: [UInt8]

    mutating func write(_ message: IRCMessage) {
        bytes.reserveCapacity(bytes.count + 64 + (message.parameters.last?.utf8.count ?? 0))
        writeTags(message.tags)
        if let source = message.source, !source.isEmpty {
            bytes.append(Self.colon)
            writeAtom(source, escapingLeading: [])
            bytes.append(Self.space)
        }
        if message.command.isEmpty {
            bytes.append(Self.asterisk)
        } else {
            writeAtom(message.command, escapingLeading: [UInt8(ascii: "@"), Self.colon])
        }
        guard let last = message.parameters.last else { return }
        for parameter in message.parameters.dropLast() {
            bytes.append(Self.space)
            if parameter.isEmpty {
                bytes.append(Self.asterisk)
            } else {
                writeAtom(parameter, escapingLeading: [Self.colon])
            }
        }
        bytes.append(Self.space)
        writeTrailing(last)
    }

    private mutating func writeTags(_ tags: [IRCTag]) {
        var first = true
        for tag in tags where !tag.key.isEmpty {
            bytes.append(first ? UInt8(ascii: "@") : UInt8(ascii: ";"))
            first = false
            for byte in tag.key.utf8 {
                switch byte {
                case 0, Self.cr, Self.lf, Self.space, UInt8(ascii: ";"), UInt8(ascii: "="):
                    bytes.append(Self.underscore)
                default:
                    bytes.append(byte)
                }
            }
            guard !tag.value.isEmpty else { continue }
            bytes.append(UInt8(ascii: "="))
            writeEscapedTagValue(tag.value)
        }
        if !first { bytes.append(Self.space) }
    }

    private mutating func writeEscapedTagValue(_ value: String) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: ";"): bytes.append(contentsOf: [UInt8(ascii: "\\"), Self.colon])
            case Self.space, 0: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "s")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case Self.cr: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case Self.lf: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            default: bytes.append(byte)
            }
        }
    }

    /// Writes a space-delimited atom: no CR, LF, NUL or space, and no byte from
    /// `escapingLeading` in first position.
    private mutating func writeAtom(_ atom: String, escapingLeading leading: [UInt8]) {
        var isFirst = true
        for byte in atom.utf8 {
            switch byte {
            case 0, Self.cr, Self.lf, Self.space:
                bytes.append(Self.underscore)
            default:
                bytes.append(isFirst && leading.contains(byte) ? Self.underscore : byte)
            }
            isFirst = false
        }
    }

    private mutating func writeTrailing(_ parameter: String) {
        let utf8 = parameter.utf8
        // CR, LF and NUL turn into spaces below, so they also call for the ':' form.
        let needsColon = utf8.isEmpty || utf8.first == Self.colon
            || utf8.contains { $0 == Self.space || $0 == 0 || $0 == Self.cr || $0 == Self.lf }
        if needsColon {
            bytes.append(Self.colon)
        }
        for byte in utf8 {
            switch byte {
            case 0, Self.cr, Self.lf: bytes.append(Self.space)
            default: bytes.append(byte)
            }
        }
    }
}
