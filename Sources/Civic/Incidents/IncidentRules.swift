import Foundation
import Storage

/// The configurable rules of voting-incident reports, their ranking and channel feeds.
public struct IncidentRules: Sendable {
    /// Reports each account may file in any hour.
    public var reportsPerHour: Int
    /// Longest report text, in characters as people see them (comments use the question rules).
    public var maxReportLength: Int
    /// After this long a report's score is halved (`top`).
    public var halfLifeHours: Double
    /// How much a report counts by where it is, for a ZIP's `top`.
    public var nearness: IncidentNearness
    /// New reports posted per minute at most in one channel; the rest are summed up in one line.
    public var feedPostsPerMinute: Int

    public init(reportsPerHour: Int = 5, maxReportLength: Int = 300, halfLifeHours: Double = 6,
                nearness: IncidentNearness = IncidentNearness(), feedPostsPerMinute: Int = 3) {
        self.reportsPerHour = max(1, reportsPerHour)
        self.maxReportLength = max(1, maxReportLength)
        // A minute at least: shorter would make every report older than a day score zero.
        self.halfLifeHours = max(1.0 / 60, halfLifeHours)
        self.nearness = nearness
        self.feedPostsPerMinute = max(1, feedPostsPerMinute)
    }

    public var halfLifeSeconds: Double { halfLifeHours * 3600 }
}
