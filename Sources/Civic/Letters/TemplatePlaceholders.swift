import Foundation

/// The `{placeholders}` a template or letter body may use, and how they are filled for one
/// recipient. Anything else in braces is refused when the body is written, so a letter never
/// leaves with a `{typo}` in it.
enum TemplatePlaceholders {
    static let known = ["member", "my_name", "my_city", "my_zip", "my_district", "date"]

    /// The names in `{…}` in `body` that are not known placeholders, in order of appearance.
    static func unknown(in body: String) -> [String] {
        var seen: [String] = []
        for name in names(in: body) where !known.contains(name) && !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// The placeholders `body` uses.
    static func used(in body: String) -> Set<String> { Set(names(in: body)) }

    /// The one-line refusal for unknown placeholders.
    static func refusal(for unknown: [String]) -> String {
        "I don't know " + unknown.map { "{\($0)}" }.joined(separator: ", ")
            + "; the placeholders are " + known.map { "{\($0)}" }.joined(separator: " ") + "."
    }

    /// `body` with every known placeholder replaced by its value (a missing value leaves the
    /// placeholder's text, which the preview then shows).
    static func fill(_ body: String, with values: [String: String]) -> String {
        var result = ""
        var rest = Substring(body)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close].lowercased()
            result += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func names(in body: String) -> [String] {
        var names: [String] = []
        var rest = Substring(body)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            // only word characters make a placeholder: "{ see below }" in a letter is text
            if !name.isEmpty, name.count <= 40, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                names.append(name.lowercased())
            }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
