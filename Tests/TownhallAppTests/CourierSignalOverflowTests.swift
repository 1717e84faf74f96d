import Chat
import Foundation
import Import
import Logging
import Storage
import Synchronization
import Testing
@testable import TownhallApp

/// The courier's signal stream keeps only the newest 10,000 signals. Whatever it drops, no alert
/// is lost: the outbox in SQLite is read again on every sweep, and a new connection is counted
/// outside the stream. Driven here by filling the stream before the courier reads it, on a real
/// SQLite file seeded with the demo data.
@Suite("Notification courier: dropped signals lose no alert")
struct CourierSignalOverflowTests {
    /// alice is in a channel with the bot when `online`; DMs and MONITOR requests are recorded,
    /// and each is also announced on a stream a test can wait on.
    final class Transport: NotificationTransport {
        let online: Bool
        let delivered = Mutex<[String]>([])
        let watches = Mutex<[[String]]>([])
        let events: AsyncStream<String>
        private let continuation: AsyncStream<String>.Continuation

        init(online: Bool) {
            self.online = online
            (events, continuation) = AsyncStream.makeStream()
        }

        func trackedNicks(loggedInAs account: String) -> [String] { online && account == "alice" ? ["alice"] : [] }
        func deliver(_ text: String, to nick: String) async throws {
            delivered.withLock { $0.append("\(nick): \(text)") }
            continuation.yield("delivered")
        }
        func watch(_ nicks: [String]) async {
            guard !nicks.isEmpty else { return }
            watches.withLock { $0.append(nicks) }
            continuation.yield("watched")
        }
        func lookUp(_ nick: String) async {}

        /// Waits (at most `timeout`) for the `count`-th event named `name` since the start.
        func wait(for name: String, count: Int = 1, timeout: Duration = .seconds(30)) async throws {
            let events = events
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    var seen = 0
                    for await event in events where event == name {
                        seen += 1
                        if seen == count { return }
                    }
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw Timeout(description: "no \(name) event number \(count) within \(timeout)")
                }
                try await group.next()
                group.cancelAll()
            }
        }
    }

    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    static let alice = AccountIdentity(network: "testnet", name: "alice")
    static let staff = AccountIdentity(network: "testnet", name: "staffer")

    /// A database where alice asked a question that was then answered: one alert waits for her.
    func databaseWithAlert(lastNick: String? = nil) async throws -> TownhallDatabase {
        let database = try TownhallDatabase.temporary()
        try await DemoData.seed(into: database)
        let id = try await database.ask("Will you hold a town hall?", to: "P000197", tags: [], by: Self.alice, at: Date()).id
        if let lastNick { try await database.recordNick(lastNick, of: Self.alice, at: Date()) }
        try await database.verify(Self.staff, as: "P000197", isStaff: true, at: Date())
        _ = try await database.answer(id, with: "Yes.", by: Self.staff, at: Date(), notification: { _ in "Your question was answered." })
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.alice) }.count == 1)
        return database
    }

    func courier(_ database: TownhallDatabase, _ transport: Transport) -> NotificationCourier {
        var configuration = NotificationsConfiguration()
        configuration.pollSeconds = 0.1
        return NotificationCourier(network: "testnet", database: database, transport: transport,
                                   configuration: configuration, logger: Logger(label: "test"))
    }

    @Test("alice's sighting is pushed out by 10,000 newer signals; the sweep still delivers her alert, once")
    func droppedSightingIsCoveredByTheSweep() async throws {
        let database = try await databaseWithAlert()
        let transport = Transport(online: true)
        let courier = courier(database, transport)
        courier.signal(.seen(nick: "alice", account: "alice"))
        for _ in 0..<10_000 { courier.signal(.sweep) }  // the stream keeps these, drops alice's
        let running = Task { await courier.run() }
        try await transport.wait(for: "delivered")
        // Stopped, the courier has finished what it started: the mark of what left is committed.
        running.cancel()
        await running.value
        for _ in 0..<3 { await courier.sweep() }  // nothing is sent again
        #expect(transport.delivered.withLock { $0 } == ["alice: Your question was answered."])
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.alice) }.isEmpty)
    }

    @Test("a new connection whose signal was dropped still makes the courier watch alice's last nick again")
    func droppedReconnectionStillRewatches() async throws {
        let database = try await databaseWithAlert(lastNick: "alice_away")
        let transport = Transport(online: false)
        let courier = courier(database, transport)
        await courier.sweep()
        #expect(transport.watches.withLock { $0 } == [["alice_away"]])
        // The server restarts: it forgot the watch list. That signal drowns in 10,000 newer ones.
        courier.signal(.reconnected)
        for _ in 0..<10_000 { courier.signal(.sweep) }
        let running = Task { await courier.run() }
        defer { running.cancel() }
        try await transport.wait(for: "watched", count: 2)
        #expect(transport.watches.withLock { $0 } == [["alice_away"], ["alice_away"]])
        #expect(transport.delivered.withLock { $0 }.isEmpty)
    }
}
