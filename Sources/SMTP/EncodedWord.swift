import Foundation

/// RFC 2047 encoded words (`=?UTF-8?B?…?=`) for header text that is not plain ASCII.
/// B (base64) rather than Q: it is shorter for most non-Latin text and has no special
/// characters to get wrong. Each word holds whole characters and stays within 75 chars.
enum EncodedWord {
    /// Payload bytes per word: 42 bytes are 56 base64 characters, a 68-character word, so
    /// "Subject: " plus one word still fits the recommended 78-character line.
    static let bytesPerWord = 42

    /// The words for `text`, joined by folding whitespace (CRLF SP): one word per line.
    static func encode(_ text: String) -> String {
        var words: [String] = []
        var chunk: [UInt8] = []
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if chunk.count + bytes.count > bytesPerWord {
                words.append(word(chunk))
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty || words.isEmpty { words.append(word(chunk)) }
        return words.joined(separator: "\r\n ")
    }

    private static func word(_ bytes: [UInt8]) -> String {
        "=?UTF-8?B?\(Data(bytes).base64EncodedString())?="
    }
}
