/// Turns the HTML of a CRS bill summary (`<p>`, `<strong>`, `<ul><li>`, entities) into plain text:
/// paragraphs separated by blank lines, runs of spaces collapsed.
enum SummaryText {
    static func plain(_ html: String) -> String {
        var text = ""
        var tag: String?
        for character in html {
            if var open = tag {
                if character == ">" {
                    let name = open.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" }).first.map(String.init) ?? ""
                    if ["p", "li", "br", "ul", "ol", "div", "h1", "h2", "h3", "h4"].contains(name) { text += "\n" }
                    tag = nil
                } else {
                    open.append(character)
                    tag = open
                }
            } else if character == "<" {
                tag = ""
            } else {
                text.append(character)
            }
        }
        let decoded = decodeEntities(text)
        let paragraphs = decoded.split(separator: "\n").map { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }).joined(separator: " ")
        }.filter { !$0.isEmpty }
        return paragraphs.joined(separator: "\n\n")
    }

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "mdash": "—", "ndash": "–",
        "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "sect": "§", "hellip": "…",
    ]

    /// Named and numeric character references; anything unknown stays as written.
    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let semicolon = text[index...].prefix(10).firstIndex(of: ";") {
                let name = String(text[text.index(after: index)..<semicolon])
                if let replacement = entity(name) {
                    result += replacement
                    index = text.index(after: semicolon)
                    continue
                }
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }

    private static func entity(_ name: String) -> String? {
        if let known = entities[name] { return known }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
