/// One roll-call vote: chamber, Congress, session (the year, as the unitedstates files spell it)
/// and roll number. Roll numbers restart every session, so a number alone names nothing.
///
/// Two spellings: the unitedstates form "s325-117.2022" (the stored key) and the short chat form
/// "s325-2022" (chamber, roll number, year).
public struct RollCallID: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Chamber: String, Sendable, Hashable, Codable {
        case house = "h", senate = "s"

        public var memberChamber: Member.Chamber { self == .house ? .house : .senate }
    }

    public var chamber: Chamber
    public var number: Int
    public var congress: Int
    /// The session as the files name it: a year ("2022") for modern votes.
    public var session: String

    public init(chamber: Chamber, number: Int, congress: Int, session: String) {
        self.chamber = chamber
        self.number = number
        self.congress = congress
        self.session = session
    }

    /// "s325-117.2022".
    public var key: String { "\(chamber.rawValue)\(number)-\(congress).\(session)" }

    /// The year of the session: the session itself when it is a year, else computed from the
    /// Congress (each Congress starts in an odd year; session 2 is the next year).
    public var year: Int {
        if let year = Int(session), year > 1700 { return year }
        return RollCallID.firstYear(ofCongress: congress) + max(0, (Int(session) ?? 1) - 1)
    }

    /// "s325-2022": what people type in chat.
    public var chatForm: String { "\(chamber.rawValue)\(number)-\(year)" }

    public var description: String { key }

    /// The year a Congress first met (the 1st in 1789, every two years since).
    public static func firstYear(ofCongress congress: Int) -> Int { 1789 + 2 * (congress - 1) }

    /// The Congress sitting in calendar year `year` (the inverse of `firstYear(ofCongress:)`).
    public static func congress(ofYear year: Int) -> Int { (year - 1789) / 2 + 1 }
}
