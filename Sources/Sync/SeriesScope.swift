import Foundation
import Storage

/// The congress, session and year a numbered series belongs to. Roll-call numbers restart with
/// each Senate session and each House year, so the scope is part of the series' identity.
public struct SeriesScope: Sendable, Hashable {
    public var year: Int
    public var congress: Int
    public var session: Int

    /// The scope of calendar year `year`: a Congress spans two years from 1789, its first session
    /// in the odd year. (Sessions really start on January 3; a vote on January 1–2 is rare enough
    /// that the calendar year is the rule here.)
    public init(year: Int) {
        self.year = year
        congress = RollCallID.congress(ofYear: year)
        session = year % 2 == 1 ? 1 : 2
    }

    /// The scope of `date`'s year in UTC.
    public init(date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        self.init(year: calendar.component(.year, from: date))
    }

    public var previous: SeriesScope { SeriesScope(year: year - 1) }
}
