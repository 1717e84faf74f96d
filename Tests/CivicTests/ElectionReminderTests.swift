import Chat
import Civic
import Foundation
import Import
import Storage
import Testing

/// `remind <election>` on the real Virginia VIP sample (2013 Virginia General Election on
/// 2013-11-05, registration deadline 2013-10-15), read in place from ../shared, with the manual
/// clock: the reminders reach the outbox on their day, once, never early, and a restart (new
/// objects on the same database) queues nothing again. Each test runs on both engines.
@Suite("Election reminders")
struct ElectionReminderTests {
    static let packageRoot = ScriptSuite.packageRoot(from: #filePath)!
    static let network = CivicHarness.network

    static func harness(_ kind: DatabaseKind, at day: String) async throws -> CivicHarness {
        let harness = try await CivicHarness(kind, seedDemo: false)
        #expect(try await DataSetupLine.run("import vip ../shared/data/civic/vip/sample_feed_v5.xml",
                                            database: harness.database, root: packageRoot))
        harness.clock.set(try noon(day))
        return harness
    }

    static func noon(_ day: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: "\(day)T12:00:00Z"))
    }

    /// Runs the step the courier runs on `day` and returns how many it queued.
    static func step(_ database: TownhallDatabase, on day: String) async throws -> Int {
        try await database.queueDueElectionReminders(network: network, at: noon(day), wording: ElectionReminderText.sentence)
    }

    static func pending(_ database: TownhallDatabase, _ name: String) async throws -> [String] {
        try await database.reading { try $0.pendingNotifications(for: AccountIdentity(network: network, name: name)) }
            .map(\.message.text)
    }

    @Test(arguments: DatabaseKind.allCases)
    func remindPromisesTheDaysAndRefusesASecondTime(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind, at: "2013-10-01")
        let first = await harness.say("remind 2013-11-05", as: "alice")
        #expect(first.map(\.text) == ["I'll DM you about 2013 Virginia General Election: on 2013-10-08 and 2013-10-14 "
            + "(registration closes 2013-10-15), and on 2013-10-29 and 2013-11-04 (election day 2013-11-05)."])
        let again = await harness.say("remind virginia general", as: "alice")
        #expect(again.map(\.text) == ["You already get the reminders of 2013 Virginia General Election (2013-11-05); they come by DM."])
        // Someone else asking is their own request, not a repeat of alice's.
        let bob = await harness.say("remind 2013 Virginia", as: "bob")
        #expect(bob.first?.text.hasPrefix("I'll DM you about 2013 Virginia General Election") == true)
    }

    @Test(arguments: DatabaseKind.allCases, ["2014-11-04", "mayoral runoff"])
    func anElectionNoFeedHoldsSaysHowToFindOne(kind: DatabaseKind, asked: String) async throws {
        let harness = try await Self.harness(kind, at: "2013-10-01")
        let reply = await harness.say("remind \(asked)", as: "alice")
        #expect(reply.map(\.text) == ["No imported election matches \"\(asked)\". Type elections <your ZIP> to list them, then remind <its date>."])
        #expect(try await Self.step(harness.database, on: "2013-11-04") == 0)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aHeldElectionGetsNoReminder(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind, at: "2013-11-05")
        let reply = await harness.say("remind 2013-11-05", as: "alice")
        #expect(reply.map(\.text) == ["2013 Virginia General Election is on 2013-11-05: too late for reminders, which come 7 days and 1 day before."])
    }

    @Test(arguments: DatabaseKind.allCases)
    func eachReminderIsQueuedOnItsDayOnceAndSurvivesARestart(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind, at: "2013-10-01")
        _ = await harness.say("remind 2013-11-05", as: "alice")
        // Day by day from the request to past the election, the step run twice a day; on
        // 2013-10-20 the process "restarts": new database objects on the same file or server.
        var database = harness.database
        var queuedOn: [String: Int] = [:]
        var day = "2013-10-01"
        while day <= "2013-11-06" {
            if day == "2013-10-20" { database = try await DatabaseKind.reopen(harness.database) }
            queuedOn[day] = try await Self.step(database, on: day)
            #expect(try await Self.step(database, on: day) == 0, "a second run on \(day) queued again")
            day = try #require(CalendarDay.adding(1, to: day))
        }
        #expect(queuedOn.filter { $0.value > 0 } == ["2013-10-08": 1, "2013-10-14": 1, "2013-10-29": 1, "2013-11-04": 1])
        #expect(try await Self.pending(database, "alice") == [
            "Reminder: registration for 2013 Virginia General Election closes in 7 days, on 2013-10-15. How to register: register <your ZIP>.",
            "Reminder: registration for 2013 Virginia General Election closes tomorrow, 2013-10-15. How to register: register <your ZIP>.",
            "Reminder: 2013 Virginia General Election is in 7 days, on 2013-11-05. Where to vote: polls <your ZIP or street address> (in a private message).",
            "Reminder: 2013 Virginia General Election is tomorrow, 2013-11-05. Where to vote: polls <your ZIP or street address> (in a private message).",
        ])
        // Delivered reminders stay delivered: marking them sent and stepping again after
        // another restart sends nothing new.
        let ids = try await database.reading { try $0.pendingNotifications(for: AccountIdentity(network: Self.network, name: "alice")) }.map(\.id)
        try await database.markDelivered(ids, at: Self.noon("2013-11-04"))
        let restarted = try await DatabaseKind.reopen(harness.database)
        #expect(try await Self.step(restarted, on: "2013-11-04") == 0)
        #expect(try await Self.pending(restarted, "alice").isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aBotStoppedThroughTheSevenDayReminderSendsOnlyTheLastOne(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind, at: "2013-10-01")
        _ = await harness.say("remind 2013-11-05", as: "alice")
        // First run since the request on 2013-10-11: the 7-day reminder's day has passed, the
        // deadline has not; it goes out late, saying how many days are really left.
        #expect(try await Self.step(harness.database, on: "2013-10-11") == 1)
        #expect(try await Self.pending(harness.database, "alice") == [
            "Reminder: registration for 2013 Virginia General Election closes in 4 days, on 2013-10-15. How to register: register <your ZIP>.",
        ])
        // Stopped again until the eve of the election: only the 1-day reminder, not the 7-day one too.
        #expect(try await Self.step(harness.database, on: "2013-11-04") == 1)
        #expect(try await Self.pending(harness.database, "alice").last?.hasPrefix("Reminder: 2013 Virginia General Election is tomorrow") == true)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aLateRequestSkipsTheRemindersWhoseDayHadPassed(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind, at: "2013-10-20")
        let reply = await harness.say("remind 2013-11-05", as: "alice")
        #expect(reply.map(\.text) == ["I'll DM you about 2013 Virginia General Election: on 2013-10-29 and 2013-11-04 (election day 2013-11-05)."])
        #expect(try await Self.step(harness.database, on: "2013-10-20") == 0)
        #expect(try await Self.step(harness.database, on: "2013-10-29") == 1)
    }

    @Test(arguments: DatabaseKind.allCases)
    func remindersSurviveAReimportOfTheFeed(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind, at: "2013-10-01")
        _ = await harness.say("remind 2013-11-05", as: "alice")
        #expect(try await DataSetupLine.run("import vip ../shared/data/civic/vip/sample_feed_v5.xml",
                                            database: harness.database, root: Self.packageRoot))
        #expect(try await Self.step(harness.database, on: "2013-10-08") == 1)
    }

    @Test(arguments: [("2013-10-15", -7, "2013-10-08"), ("2020-03-01", -1, "2020-02-29"), ("2013-12-30", 7, "2014-01-06")])
    func calendarDaysCount(day: String, by days: Int, expected: String) {
        #expect(CalendarDay.adding(days, to: day) == expected)
        #expect(CalendarDay.days(from: day, to: expected) == days)
    }

    @Test(arguments: ["2013-02-30", "2013-1-05", "20131105", "next week"])
    func malformedDaysAreRefused(day: String) {
        #expect(CalendarDay.adding(0, to: day) == nil)
    }
}
