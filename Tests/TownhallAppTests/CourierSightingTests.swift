import Chat
import DatabaseTestSupport
import Foundation
import Logging
import Storage
import Synchronization
import Testing
@testable import TownhallApp

/// What the courier does when it sees someone speak: remember their nick (for MONITOR after a
/// restart) — at once, even when their account row is created only after it first saw them.
@Suite("Courier sightings")
struct CourierSightingTests {
    struct SilentTransport: NotificationTransport {
        func trackedNicks(loggedInAs account: String) -> [String] { [] }
        func deliver(_ text: String, to nick: String) async throws {}
        func watch(_ nicks: [String]) async {}
        func lookUp(_ nick: String) async {}
    }

    @Test(arguments: DatabaseKind.allCases)
    func aNickIsRecordedOnceTheAccountExistsThoughItWasMissingBefore(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let courier = NotificationCourier(network: "testnet", database: database, transport: SilentTransport(),
                                          configuration: NotificationsConfiguration(), logger: Logger(label: "test"))
        let bob = AccountIdentity(network: "testnet", name: "bob")
        // bob has never written anything: no account row, nothing recorded, however often seen
        let createdBefore = database.accountsCreated
        await courier.handle(.seen(nick: "bob_", account: "bob"))
        await courier.handle(.seen(nick: "bob_", account: "bob"))
        #expect(try await database.reading { try $0.export(bob) } == nil)
        // ... so his next sightings are dropped without waking the courier, as long as no
        // account was created since (the count is the process's: tests running beside this
        // one create accounts too, and then the courier rightly asks again)
        #expect(courier.isSettled(nick: "bob_", account: "Bob") || database.accountsCreated != createdBefore)

        // his first command that writes creates the row; the next sighting records his nick
        try await database.updateProfile(of: bob, at: Date()) { $0.bio = "hi" }
        #expect(!courier.isSettled(nick: "bob_", account: "bob"))
        await courier.handle(.seen(nick: "bob_", account: "bob"))
        #expect(try await database.reading { try $0.export(bob) }?.lastNick == "bob_")
        #expect(courier.isSettled(nick: "bob_", account: "bob"))
        #expect(!courier.isSettled(nick: "bob2", account: "bob"), "a new nick is recorded")
    }
}

extension CourierSightingTests {
    @Test(arguments: DatabaseKind.allCases)
    func aForgottenAccountThatComesBackHasItsNickRecordedAgain(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let courier = NotificationCourier(network: "testnet", database: database, transport: SilentTransport(),
                                          configuration: NotificationsConfiguration(), logger: Logger(label: "test"))
        let carol = AccountIdentity(network: "testnet", name: "carol")
        try await database.updateProfile(of: carol, at: Date()) { $0.bio = "hi" }
        await courier.handle(.seen(nick: "carol", account: "carol"))
        #expect(courier.isSettled(nick: "carol", account: "carol"))

        // forget me deletes the row with its nick; her next command creates an empty one
        #expect(try await database.forget(carol))
        #expect(!courier.isSettled(nick: "carol", account: "carol"), "the recorded nick went with the row")
        try await database.updateProfile(of: carol, at: Date()) { $0.bio = "back" }
        await courier.handle(.seen(nick: "carol", account: "carol"))
        #expect(try await database.reading { try $0.export(carol) }?.lastNick == "carol")
        #expect(courier.isSettled(nick: "carol", account: "carol"))
    }
}

extension CourierSightingTests {
    /// The clock the courier reads, moved by hand.
    final class Clock: Sendable {
        let date: Mutex<Date>
        init(_ date: Date) { self.date = Mutex(date) }
        func set(_ new: Date) { date.withLock { $0 = new } }
        func now() -> Date { date.withLock { $0 } }
    }

    @Test(arguments: DatabaseKind.allCases)
    func anAccountAnotherProcessCreatedHasItsNickRecordedOnceTheCachesExpire(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = Clock(start)
        let courier = NotificationCourier(network: "testnet", database: database, transport: SilentTransport(),
                                          configuration: NotificationsConfiguration(), logger: Logger(label: "test"),
                                          now: { clock.now() }, cacheLifetime: 600)
        let dana = AccountIdentity(network: "testnet", name: "dana")
        await courier.sweep()
        await courier.handle(.seen(nick: "dana", account: "dana"))
        // Another bot process on the same database creates her row: this process's count of
        // creations does not move (a raw insert stands for the other process's).
        let other = try await DatabaseKind.reopen(database)
        try await other.engine.write { tx in
            try tx.execute("INSERT INTO account (network, name, created_at) VALUES (?, ?, ?)", ["testnet", "dana", start])
        }
        // Until the caches expire the courier may go on thinking her row missing (unless tests
        // running beside this one create accounts: the count is the process's), and it would
        // never record her nick; a sweep a lifetime after the first drops that belief.
        clock.set(start.addingTimeInterval(600))
        await courier.sweep()
        #expect(!courier.isSettled(nick: "dana", account: "dana"))
        await courier.handle(.seen(nick: "dana", account: "dana"))
        #expect(try await database.reading { try $0.export(dana) }?.lastNick == "dana")
    }
}
