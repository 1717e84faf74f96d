import Foundation

/// Decoders written for the tests alone (not the module's encoders run backwards), so a
/// round trip proves the bytes mean what a mail reader would take them to mean.
public enum MailDecoding {
    /// Quoted-printable body → text: soft breaks removed, =XX turned back into bytes.
    public static func quotedPrintable(_ encoded: String) -> String {
        let bytes = Array(encoded.replacingOccurrences(of: "=\r\n", with: "").utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "="), index + 2 < bytes.count,
               let value = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16) {
                output.append(value)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// An unfolded header value made of RFC 2047 B words (and plain text) → text. Whitespace
    /// between two encoded words is dropped, as RFC 2047 §6.2 says.
    public static func header(_ value: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=(\s+(?==\?))?"#,
                                               options: [.caseInsensitive])
        var result = ""
        var last = value.startIndex
        for match in pattern.matches(in: value, range: NSRange(value.startIndex..., in: value)) {
            let whole = Range(match.range, in: value)!
            result += value[last..<whole.lowerBound]
            let payload = String(value[Range(match.range(at: 1), in: value)!])
            result += String(decoding: Data(base64Encoded: payload) ?? Data(), as: UTF8.self)
            last = whole.upperBound
        }
        return result + value[last...]
    }
}
