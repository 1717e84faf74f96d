import Foundation

/// The speakers' passwords for a live play, on IRC or Matrix alike: a file of `account:password`
/// lines (blank lines and `#` comments allowed), kept out of the scripts, which are shared.
public enum LiveCredentials {
    /// Account → password.
    public static func read(fromFile path: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            guard let colon = text.firstIndex(of: ":") else { continue }
            result[String(text[..<colon])] = String(text[text.index(after: colon)...])
        }
        return result
    }
}
