/// A bill or resolution: its type, number and Congress. The chat form is "hr5376-117" (type,
/// number, hyphen, Congress), which is also the stored key.
public struct BillID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var type: BillType
    public var number: Int
    public var congress: Int

    public init(type: BillType, number: Int, congress: Int) {
        self.type = type
        self.number = number
        self.congress = congress
    }

    /// Parses the chat form, case-insensitively and ignoring dots and spaces in the type:
    /// "hr5376-117", "HR5376-117", "h.r.5376-117", "sjres12-118". Nil for anything else.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let hyphen = trimmed.lastIndex(of: "-"),
              let congress = Int(trimmed[trimmed.index(after: hyphen)...]), (1...999).contains(congress) else { return nil }
        let head = trimmed[..<hyphen].filter { $0 != "." && $0 != " " }
        guard let firstDigit = head.firstIndex(where: \.isNumber),
              let type = BillType(rawValue: String(head[..<firstDigit])),
              head[firstDigit...].allSatisfy(\.isNumber),
              let number = Int(head[firstDigit...]), number > 0, number < 100_000 else { return nil }
        self.init(type: type, number: number, congress: congress)
    }

    /// "hr5376-117": the chat form and the stored key.
    public var key: String { "\(type.rawValue)\(number)-\(congress)" }

    public var description: String { key }

    /// "H.R. 5376 (117th)".
    public var citation: String { "\(type.citation) \(number) (\(Self.ordinal(congress)))" }

    /// "117th", "101st", "112th".
    public static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    public static func < (lhs: BillID, rhs: BillID) -> Bool {
        (lhs.congress, lhs.type.rawValue, lhs.number) < (rhs.congress, rhs.type.rawValue, rhs.number)
    }
}
