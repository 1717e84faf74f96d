import Civic
import Storage

/// The `incidents:` section: report limits, the `top` ranking and the pace of channel feeds.
public struct IncidentsConfiguration: Sendable, Equatable, ConfigurationSection {
    public var reportsPerHour = 5
    public var maxReportLength = 300
    public var halfLifeHours = 6.0
    public var nearSameZip = 1.0
    public var nearSameDistrict = 0.5
    public var nearSameState = 0.25
    public var feedPostsPerMinute = 3

    public init() {}

    public var rules: IncidentRules {
        IncidentRules(reportsPerHour: reportsPerHour, maxReportLength: maxReportLength, halfLifeHours: halfLifeHours,
                      nearness: IncidentNearness(sameZip: nearSameZip, sameDistrict: nearSameDistrict,
                                                 sameState: nearSameState),
                      feedPostsPerMinute: feedPostsPerMinute)
    }

    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError) {
        reportsPerHour = try section.int("reports_per_hour", in: 1...1_000) ?? reportsPerHour
        maxReportLength = try section.int("max_report_length", in: 20...2_000) ?? maxReportLength
        halfLifeHours = try section.double("half_life_hours", in: 0.1...10_000) ?? halfLifeHours
        nearSameZip = try section.double("nearness_same_zip", in: 0.000_001...1_000) ?? nearSameZip
        nearSameDistrict = try section.double("nearness_same_district", in: 0...1_000) ?? nearSameDistrict
        nearSameState = try section.double("nearness_same_state", in: 0...1_000) ?? nearSameState
        feedPostsPerMinute = try section.int("feed_posts_per_minute", in: 1...60) ?? feedPostsPerMinute
    }
}
