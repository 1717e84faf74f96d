/// What goes on the wire after "354": the message with every line ending in CRLF, a "." added
/// before any line that begins with "." (RFC 5321 §4.5.2), and the ending line ".".
///
/// A bare CR or LF becomes CRLF as well: servers disagree on whether a lone LF ends a line,
/// and that disagreement is how "SMTP smuggling" hides a second message inside the first
/// ("\n.\n" ends the message for one server and not for the next).
enum SMTPDataEncoder {
    static func encode(_ message: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(message.count + message.count / 64 + 5)
        var atLineStart = true
        var index = 0
        while index < message.count {
            let byte = message[index]
            if byte == 13 || byte == 10 {
                output += [13, 10]
                if byte == 13, index + 1 < message.count, message[index + 1] == 10 { index += 1 }
                atLineStart = true
            } else {
                if atLineStart, byte == UInt8(ascii: ".") { output.append(byte) }
                output.append(byte)
                atLineStart = false
            }
            index += 1
        }
        if !atLineStart { output += [13, 10] }
        output += Array(".\r\n".utf8)
        return output
    }
}
