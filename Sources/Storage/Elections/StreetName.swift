/// One spelling for street and city names, so a file's "Patterson  Mill" + "LN" and a person's
/// "patterson mill lane" meet in the same index key: upper case, single spaces, and the USPS
/// abbreviations for common suffixes and directions (a feed may write "Lane" or "LN").
public enum StreetName {
    /// The key of a street: direction, name, suffix and post-direction, normalised and joined.
    public static func key(_ parts: [String?]) -> String? {
        let words = parts.compactMap { $0 }.flatMap { $0.split(whereSeparator: \.isWhitespace) }
            .map { abbreviated(String($0).uppercased().filter { $0 != "." }) }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// A city as a key: upper case, single spaces.
    public static func city(_ text: String?) -> String? {
        guard let text else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.uppercased() }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// "LANE" → "LN", "NORTH" → "N"; other words unchanged.
    static func abbreviated(_ word: String) -> String {
        abbreviations[word] ?? word
    }

    private static let abbreviations: [String: String] = [
        "AVENUE": "AVE", "AV": "AVE", "BOULEVARD": "BLVD", "CIRCLE": "CIR", "COURT": "CT", "DRIVE": "DR",
        "EXPRESSWAY": "EXPY", "FREEWAY": "FWY", "GREEN": "GRN", "HIGHWAY": "HWY", "LANE": "LN", "PARKWAY": "PKWY",
        "PLACE": "PL", "PLAZA": "PLZ", "ROAD": "RD", "SQUARE": "SQ", "STREET": "ST", "TERRACE": "TER",
        "TRAIL": "TRL", "TURNPIKE": "TPKE", "WAY": "WAY", "CROSSING": "XING", "POINT": "PT", "LOOP": "LOOP",
        "NORTH": "N", "SOUTH": "S", "EAST": "E", "WEST": "W",
        "NORTHEAST": "NE", "NORTHWEST": "NW", "SOUTHEAST": "SE", "SOUTHWEST": "SW",
    ]
}
