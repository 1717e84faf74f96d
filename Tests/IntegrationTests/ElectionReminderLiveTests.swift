import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Import
import Storage
import Testing
import TownhallApp

/// `remind <election>` end to end on a real InspIRCd + Atheme network: a SASL user asks over
/// IRC, the bot's (manual) clock moves to the day of the 7-day reminder, and the reminder
/// arrives as one DM; a restart of the bot on the same database file on that same day sends it
/// no second time. The real Virginia VIP sample (registration deadline 2013-10-15), read in place.
@Suite("Election reminders on a real IRC network", .serialized)
struct ElectionReminderLiveTests {
    static let network = TestNetwork(
        name: "reminders", basePort: 8_667,
        accounts: ["bot": "botpass123", "alice": "alicepass123", "bob": "bobpass123"])
    static let fastOutbox = "notifications: {poll_seconds: 0.2}"
    static let sevenDays = "Reminder: registration for 2013 Virginia General Election closes in 7 days, on 2013-10-15."

    static func noon(_ day: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: "\(day)T12:00:00Z"))
    }

    @Test("remind over IRC; on its day exactly one DM; none again after a restart on the same database",
          arguments: DatabaseKind.allCases)
    func reminderArrivesOnceAcrossARestart(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let database = try await DatabaseKind.open(databasePath)
        #expect(try await DataSetupLine.run("import vip ../shared/data/civic/vip/sample_feed_v5.xml",
                                            database: database, root: TestNetwork.packageRoot))
        let clock = ManualClock(try Self.noon("2013-10-01"))
        let people = People(info: info, accounts: Self.network.accounts)
        defer { people.stopAll() }

        var bot = try await RunningBot.start(on: info, databasePath: databasePath, extraYAML: Self.fastOutbox, clock: clock)
        do {
            let alice = try await people.start("alice", channels: ["#civics"])
            try await alice.waitForBot()
            try await alice.ask("remind 2013-11-05", expecting: "I'll DM you about 2013 Virginia General Election: on 2013-10-08{*}")
            // The day before the 7-day reminder: a round trip later, nothing has come.
            clock.set(try Self.noon("2013-10-07"))
            try await alice.ask("ping", expecting: "pong")
            #expect(await alice.dms(containing: "Reminder:") == 0)
            clock.set(try Self.noon("2013-10-08"))
            try await alice.waitForDM(containing: Self.sevenDays)
            try await alice.ask("ping", expecting: "pong")
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()

        // The same day, a new bot on the same file. bob asking now is due at once: his DM shows
        // that a sweep of the new bot ran after the restart, on the day alice's reminder was due.
        clock.advance(by: 3600)
        bot = try await RunningBot.start(on: info, databasePath: databasePath, extraYAML: Self.fastOutbox, clock: clock)
        do {
            let alice = try people.person("alice")
            try await alice.waitForBot()
            let bob = try await people.start("bob", channels: ["#civics"])
            try await bob.ask("remind virginia general", expecting: "I'll DM you about 2013 Virginia General Election: on 2013-10-08{*}")
            try await bob.waitForDM(containing: Self.sevenDays)
            // A second DM to alice would have been sent with bob's; the server relays in order,
            // so it would reach her before this pong.
            try await alice.ask("ping", expecting: "pong")
            #expect(await alice.dms(containing: "Reminder:") == 1, "alice got the 7-day reminder once")
            #expect(await bob.dms(containing: "Reminder:") == 1)
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
        let alice = AccountIdentity(network: "test", name: "alice")
        #expect(try await database.reading { try $0.pendingNotifications(for: alice) }.isEmpty)
    }
}
