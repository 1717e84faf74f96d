import Chat
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

    /// One rules value asked again and again as a manual clock moves (it remembers the current
    /// day's bounds): every key is the day of its own instant — up to the last second before New
    /// York's midnight, from midnight on, back before it, and through the 25-hour day daylight
    /// saving time ends (2026-11-01, midnight EDT to midnight EST).
    @Test func dayKeyStaysRightWhileTheClockCrossesMidnight() throws {
        let rules = QuestionRules(timeZone: try #require(TimeZone(identifier: "America/New_York")))
        let clock = ManualClock(try #require(ISO8601DateFormatter().date(from: "2026-11-21T12:00:00Z")))
        #expect(rules.dayKey(for: clock.now()) == "2026-11-21")
        clock.set(try #require(ISO8601DateFormatter().date(from: "2026-11-22T04:59:59Z")))
        #expect(rules.dayKey(for: clock.now()) == "2026-11-21")
        clock.advance(by: 1)
        #expect(rules.dayKey(for: clock.now()) == "2026-11-22")
        clock.advance(by: -1)
        #expect(rules.dayKey(for: clock.now()) == "2026-11-21")
        clock.set(try #require(ISO8601DateFormatter().date(from: "2026-11-01T04:00:00Z")))
        #expect(rules.dayKey(for: clock.now()) == "2026-11-01")
        clock.advance(by: 25 * 3_600 - 1)
        #expect(rules.dayKey(for: clock.now()) == "2026-11-01")
        clock.advance(by: 1)
        #expect(rules.dayKey(for: clock.now()) == "2026-11-02")
    }

    /// A changed time zone is the new zone's day at once, not the old zone's remembered one.
    @Test func changingTheTimeZoneChangesTheDay() throws {
        var rules = QuestionRules(timeZone: try #require(TimeZone(identifier: "America/New_York")))
        let date = try #require(ISO8601DateFormatter().date(from: "2026-11-21T23:30:00Z"))
        #expect(rules.dayKey(for: date) == "2026-11-21")
        rules.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(rules.dayKey(for: date) == "2026-11-22")
        #expect(rules.timeZone.identifier == "Asia/Tokyo")
    }

    @Test func defaultsAreThreeUpvotesADayInNewYork() {
        let rules = QuestionRules()
        #expect(rules.dailyUpvotes == 3)
        #expect(rules.timeZone.identifier == "America/New_York")
        #expect(rules.maxQuestionLength == 400)
    }
}
