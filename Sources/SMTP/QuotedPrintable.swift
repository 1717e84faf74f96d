/// The body's Content-Transfer-Encoding: quoted-printable (RFC 2045 §6.7).
///
/// Chosen over base64 because letters are mostly plain text: ASCII stays as it is, so the
/// raw message is readable in a mail log, diffs and spam filters see the words, and it costs
/// little more than the text itself; base64 would hide everything and add a third.
enum QuotedPrintable {
    /// Encoded characters per line before the soft break "=": 75 + 1 = the 76 the RFC allows.
    static let maximumLineLength = 75

    /// `text` encoded, with CRLF line ends whatever ends its lines had (CRLF, LF or CR).
    static func encode(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        for (index, line) in hardLines(text).enumerated() {
            if index > 0 { output += "\r\n" }
            encodeLine(line, into: &output)
        }
        return output
    }

    private static func encodeLine(_ line: ArraySlice<UInt8>, into output: inout String) {
        var column = 0
        for position in line.indices {
            let byte = line[position]
            let isLast = position == line.index(before: line.endIndex)
            let token = literal(byte, atLineEnd: isLast) ? String(UnicodeScalar(byte)) : escape(byte)
            if column + token.count > maximumLineLength {
                output += "=\r\n"
                column = 0
            }
            output += token
            column += token.count
        }
    }

    /// Printable ASCII stands for itself except "="; a space or tab only inside the line,
    /// because trailing white space may be stripped in transit.
    private static func literal(_ byte: UInt8, atLineEnd: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "="): false
        case UInt8(ascii: " "), UInt8(ascii: "\t"): !atLineEnd
        case 33...126: true
        default: false
        }
    }

    private static func escape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    /// The lines of `text` as UTF-8 bytes, split at CRLF, LF or a lone CR.
    private static func hardLines(_ text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 13 || byte == 10 {
                lines.append(bytes[start..<index])
                if byte == 13, index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start..<bytes.count])
        return lines
    }
}
