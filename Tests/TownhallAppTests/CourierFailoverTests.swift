import Chat
import DatabaseTestSupport
import Foundation
import Logging
import Storage
import Synchronization
import Testing
@testable import TownhallApp

/// Two bot processes serving one network on one database (a failover pair): both couriers see
/// the same person online, and each of her alerts still reaches her once; alerts claimed by a
/// process that died go out from the other once the claim's lease is over.
@Suite("Notification couriers of one network in two processes")
struct CourierFailoverTests {
    /// dana is online; every DM is recorded (both couriers share one recorder, as she would
    /// see them in one client).
    final class Recorder: NotificationTransport {
        let delivered = Mutex<[String]>([])
        func trackedNicks(loggedInAs account: String) -> [String] { account == "dana" ? ["dana"] : [] }
        func deliver(_ text: String, to nick: String) async throws { delivered.withLock { $0.append(text) } }
        func watch(_ nicks: [String]) async {}
        func lookUp(_ nick: String) async {}
    }

    final class Clock: Sendable {
        let date: Mutex<Date>
        init(_ date: Date) { self.date = Mutex(date) }
        func set(_ new: Date) { date.withLock { $0 = new } }
        func now() -> Date { date.withLock { $0 } }
    }

    let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// A database file with `count` alerts waiting for dana, and a second handle on the same file
    /// (the other process).
    func databases(alerts count: Int, on kind: DatabaseKind) async throws -> (TownhallDatabase, TownhallDatabase) {
        let database = try await kind.makeDatabase(label: "failover")
        let start = start
        try await database.engine.write { tx in
            try tx.execute("INSERT INTO account (network, name, created_at) VALUES (?, ?, ?)", ["testnet", "dana", start])
            for index in 0..<count {
                try tx.execute("""
                    INSERT INTO notification (account_id, dedupe_key, text, created_at)
                    SELECT id, ?, ?, ? FROM account WHERE network = 'testnet' AND name = 'dana'
                    """, ["k\(index)", "alert \(index)", start])
            }
        }
        return (database, try await DatabaseKind.reopen(database))
    }

    func courier(_ database: TownhallDatabase, _ transport: Recorder, clock: Clock) -> NotificationCourier {
        var configuration = NotificationsConfiguration()
        configuration.perPersonBurst = 4
        configuration.perPersonIntervalSeconds = 0
        return NotificationCourier(network: "testnet", database: database, transport: transport,
                                   configuration: configuration, logger: Logger(label: "test"), now: { clock.now() })
    }

    @Test(arguments: DatabaseKind.allCases)
    func bothCouriersSweepingAtOnceDeliverEachAlertOnce(kind: DatabaseKind) async throws {
        let (first, second) = try await databases(alerts: 20, on: kind)
        let recorder = Recorder()
        let clock = Clock(start)
        let couriers = [courier(first, recorder, clock: clock), courier(second, recorder, clock: clock)]
        for _ in 0..<8 {
            async let a: Void = couriers[0].sweep()
            async let b: Void = couriers[1].sweep()
            async let c: Void = couriers[0].handle(.seen(nick: "dana", account: "dana"))
            async let d: Void = couriers[1].handle(.seen(nick: "dana", account: "dana"))
            _ = await (a, b, c, d)
        }
        let delivered = recorder.delivered.withLock { $0 }
        #expect(delivered.count == 20)
        #expect(Set(delivered) == Set((0..<20).map { "alert \($0)" }))
        let dana = AccountIdentity(network: "testnet", name: "dana")
        #expect(try await first.reading { try $0.outbox(of: dana) }.allSatisfy { $0.deliveredAt != nil })
    }

    @Test(arguments: DatabaseKind.allCases)
    func alertsClaimedByAProcessThatDiedGoOutFromTheOtherAfterTheLease(kind: DatabaseKind) async throws {
        let (first, second) = try await databases(alerts: 3, on: kind)
        let dana = AccountIdentity(network: "testnet", name: "dana")
        // The first process claims two alerts and dies before sending them.
        let lost = try await first.claimNotifications(for: dana, limit: 2, at: start)
        #expect(lost.count == 2)
        let recorder = Recorder()
        let clock = Clock(start.addingTimeInterval(1))
        let survivor = courier(second, recorder, clock: clock)
        await survivor.sweep()
        #expect(recorder.delivered.withLock { $0 } == ["alert 2"])
        clock.set(start.addingTimeInterval(PendingNotification.claimLease))
        await survivor.sweep()
        #expect(recorder.delivered.withLock { $0 } == ["alert 2", "alert 0", "alert 1"])
        #expect(try await second.reading { try $0.pendingNotifications(for: dana) }.isEmpty)
    }
}
