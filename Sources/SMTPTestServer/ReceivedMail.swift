import Foundation

/// One message as the test server stored it for one recipient: the envelope and the exact
/// bytes of DATA (after the server removed the dot-stuffing).
public struct ReceivedMail: Sendable, Hashable {
    public var envelopeFrom: String
    public var envelopeTo: String
    public var data: [UInt8]

    /// Reads a file written by smtp_server.py: two envelope lines, a blank line, the data.
    init?(file: URL) {
        guard let bytes = try? [UInt8](Data(contentsOf: file)),
              let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        var envelope: [String: String] = [:]
        for line in String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { envelope[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        guard let from = envelope["Envelope-From"], let to = envelope["Envelope-To"] else { return nil }
        envelopeFrom = from
        envelopeTo = to
        data = Array(bytes[end.upperBound...])
    }

    public var text: String { String(decoding: data, as: UTF8.self) }

    /// The header section, as sent (folded lines and all).
    public var rawHeaders: String { text.components(separatedBy: "\r\n\r\n").first ?? "" }

    /// The body as sent (still transfer-encoded).
    public var rawBody: String {
        guard let range = text.range(of: "\r\n\r\n") else { return "" }
        return String(text[range.upperBound...])
    }

    /// The unfolded value of the first header called `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        let unfolded = rawHeaders.replacingOccurrences(of: "\r\n ", with: " ").replacingOccurrences(of: "\r\n\t", with: "\t")
        for line in unfolded.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == name.lowercased() {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}
