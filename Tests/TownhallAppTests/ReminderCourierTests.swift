import Chat
import DatabaseTestSupport
import Foundation
import Import
import Logging
import Storage
import Synchronization
import Testing
@testable import TownhallApp

/// Where election reminders are queued in production: the notification courier's sweep. Driven
/// here by hand (no IRC network) with a transport that records what it is asked to send, on the
/// real Virginia VIP sample and a real SQLite file.
@Suite("Election reminders through the notification courier")
struct ReminderCourierTests {
    /// alice is online as "alice"; every DM is written down.
    final class RecordingTransport: NotificationTransport {
        let sent = Mutex<[String]>([])
        func trackedNicks(loggedInAs account: String) -> [String] { account == "alice" ? ["alice"] : [] }
        func deliver(_ text: String, to nick: String) async throws { sent.withLock { $0.append("\(nick): \(text)") } }
        func watch(_ nicks: [String]) async {}
        func lookUp(_ nick: String) async {}
    }

    static func noon(_ day: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: "\(day)T12:00:00Z"))
    }

    @Test(arguments: DatabaseKind.allCases)
    func theSweepDeliversAReminderOnItsDayOnlyOnceAcrossARestart(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        #expect(try await DataSetupLine.run("import vip ../shared/data/civic/vip/sample_feed_v5.xml",
                                            database: database, root: packageRoot()))
        let alice = AccountIdentity(network: "testnet", name: "alice")
        #expect(try await database.addElectionReminder(sourceKey: "51", electionID: "ele30000", for: alice,
                                                       at: Self.noon("2013-10-01")))
        let now = Mutex(try Self.noon("2013-10-07"))
        let transport = RecordingTransport()
        func courier(_ database: TownhallDatabase) -> NotificationCourier {
            NotificationCourier(network: "testnet", database: database, transport: transport,
                                configuration: NotificationsConfiguration(), logger: Logger(label: "test"),
                                now: { now.withLock { $0 } })
        }
        let first = courier(database)
        await first.sweep()
        #expect(transport.sent.withLock { $0 }.isEmpty, "nothing is due the day before the 7-day reminder")

        now.withLock { $0 = try! Self.noon("2013-10-08") }
        await first.sweep()
        await first.sweep()
        #expect(transport.sent.withLock { $0 } == [
            "alice: Reminder: registration for 2013 Virginia General Election closes in 7 days, on 2013-10-15. How to register: register <your ZIP>.",
        ])

        // A restart: new database and courier objects on the same file, the same day.
        let restarted = courier(try await DatabaseKind.reopen(database))
        await restarted.sweep()
        #expect(transport.sent.withLock { $0 }.count == 1)
    }
}
