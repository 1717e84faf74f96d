import Civic
import Foundation
import Testing

@Suite("Question rules")
struct QuestionRulesTests {
    /// (instant, time zone, expected day key): the budget's day follows the configured zone.
    static let cases: [(String, String, String)] = [
        ("2026-11-22T04:59:59Z", "America/New_York", "2026-11-21"),
        ("2026-11-22T05:00:00Z", "America/New_York", "2026-11-22"),
        ("2026-07-01T03:59:59Z", "America/New_York", "2026-06-30"),
        ("2026-07-01T04:00:00Z", "America/New_York", "2026-07-01"),
        ("2026-11-22T04:59:59Z", "UTC", "2026-11-22"),
        ("2026-11-21T23:30:00Z", "Asia/Tokyo", "2026-11-22"),
    ]

    @Test(arguments: cases)
    func dayKeyFollowsTheConfiguredTimeZone(_ instant: String, _ zone: String, _ expected: String) throws {
        let date = try #require(ISO8601DateFormatter().date(from: instant))
        let rules = QuestionRules(timeZone: try #require(TimeZone(identifier: zone)))
        #expect(rules.dayKey(for: date) == expected)
    }

    @Test func defaultsAreThreeUpvotesADayInNewYork() {
        let rules = QuestionRules()
        #expect(rules.dailyUpvotes == 3)
        #expect(rules.timeZone.identifier == "America/New_York")
        #expect(rules.maxQuestionLength == 400)
    }
}
