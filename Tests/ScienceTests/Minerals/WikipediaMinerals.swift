import Foundation

/// The Wikipedia infobox scrape in ../shared/data/civic/minerals (CC BY-SA 3.0, "Data ©
/// Wikipedia editors and contributors"), read in place to check Townhall's own facts — never
/// copied into the project. Only the name, Mohs and luster columns are read.
struct WikipediaMinerals {
    struct Row {
        var name: String
        var mohs: String
        var luster: String
    }

    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Minerals
        .deletingLastPathComponent()  // ScienceTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data/civic/minerals/minerals-wikipedia.csv")

    static func rows() throws -> [Row] {
        let records = CSVRecords.parse(try String(contentsOf: url, encoding: .utf8))
        guard let header = records.first, let name = header.firstIndex(of: "name"),
              let mohs = header.firstIndex(of: "mohs"), let luster = header.firstIndex(of: "luster") else { return [] }
        return records.dropFirst().filter { $0.count == header.count }
            .map { Row(name: $0[name], mohs: $0[mohs], luster: $0[luster]) }
    }

    /// Every number in a free-text Mohs field ("6–6.5", "5½", "7 – lower in impure varieties")
    /// that could be a hardness, as one range; nil when there is none.
    static func hardness(_ text: String) -> ClosedRange<Double>? {
        let cleaned = text.replacingOccurrences(of: "½", with: ".5").replacingOccurrences(of: ",", with: ".")
        let numbers = cleaned.split(whereSeparator: { !($0.isNumber || $0 == ".") })
            .compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: "."))) }
            .filter { (1...10).contains($0) }
        guard let low = numbers.min(), let high = numbers.max() else { return nil }
        return low...high
    }

    /// The luster classes a free-text luster field names: metallic, submetallic, non-metallic.
    static func lusterClasses(_ text: String) -> Set<String> {
        let lower = text.lowercased()
        var classes: Set<String> = []
        let submetallic = lower.contains("submetallic") || lower.contains("sub-metallic") || lower.contains("semimetallic")
            || lower.contains("semi-metallic")
        if submetallic { classes.insert("submetallic") }
        let stripped = ["submetallic", "sub-metallic", "semimetallic", "semi-metallic", "nonmetallic", "non-metallic"]
            .reduce(lower) { $0.replacingOccurrences(of: $1, with: "") }
        if stripped.contains("metallic") { classes.insert("metallic") }
        let kinds = ["vitreous", "resinous", "pearly", "silky", "greasy", "adamantine", "dull", "earthy", "waxy",
                     "glassy", "nonmetallic", "non-metallic"]
        if kinds.contains(where: lower.contains) { classes.insert("non-metallic") }
        return classes
    }
}

/// RFC 4180 records: quoted fields may hold commas, doubled quotes and newlines.
enum CSVRecords {
    static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = ""
        var quoted = false, afterQuote = false
        for character in text {
            if quoted {
                if character == "\"" { quoted = false; afterQuote = true } else { field.append(character) }
                continue
            }
            switch character {
            case "\"":
                if afterQuote { field.append("\"") }
                quoted = true
            case ",":
                record.append(field); field = ""
            case "\n", "\r\n":
                record.append(field); field = ""
                records.append(record); record = []
            default:
                field.append(character)
            }
            afterQuote = false
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        return records
    }
}
