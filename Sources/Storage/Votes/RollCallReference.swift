/// What someone typed to name a roll call: the full unitedstates form "s325-117.2022" or the chat
/// form "s325-2022". Both start with the chamber letter and the roll number.
public struct RollCallReference: Sendable, Hashable, CustomStringConvertible {
    public var chamber: RollCallID.Chamber
    public var number: Int
    /// The year of the vote (always known: both forms carry it).
    public var year: Int
    /// Only the full form names the Congress.
    public var congress: Int?

    public init(chamber: RollCallID.Chamber, number: Int, year: Int, congress: Int? = nil) {
        self.chamber = chamber
        self.number = number
        self.year = year
        self.congress = congress
    }

    public init(_ id: RollCallID) {
        self.init(chamber: id.chamber, number: id.number, year: id.year, congress: id.congress)
    }

    /// Parses "s325-2022", "S325-2022", "s325-117.2022", "h2-119.2025". Nil for anything else.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let first = trimmed.first, let chamber = RollCallID.Chamber(rawValue: String(first)),
              let hyphen = trimmed.firstIndex(of: "-"),
              let number = Int(trimmed[trimmed.index(after: trimmed.startIndex)..<hyphen]), number > 0 else { return nil }
        let tail = trimmed[trimmed.index(after: hyphen)...]
        if let dot = tail.firstIndex(of: ".") {
            guard let congress = Int(tail[..<dot]), (1...999).contains(congress),
                  let year = Int(tail[tail.index(after: dot)...]), (1789...2999).contains(year) else { return nil }
            self.init(chamber: chamber, number: number, year: year, congress: congress)
        } else {
            guard let year = Int(tail), (1789...2999).contains(year) else { return nil }
            self.init(chamber: chamber, number: number, year: year)
        }
    }

    /// "s325-2022".
    public var chatForm: String { "\(chamber.rawValue)\(number)-\(year)" }

    public var description: String { chatForm }
}
