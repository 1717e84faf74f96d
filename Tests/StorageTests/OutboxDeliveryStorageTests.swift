import Foundation
@testable import Storage
import Testing

/// The delivery side of the outbox on every engine: what waits, for whom, and marking it sent.
/// Rows are queued with the same statement the outbox writers use, so these tests need no
/// questions or roll calls (OutboxStorageTests covers queueing through them).
@Suite("Notification outbox: delivery")
struct OutboxDeliveryStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    func queue(_ text: String, for account: AccountIdentity, in database: TownhallDatabase) async throws {
        let date = date
        try await database.engine.write { tx in
            let id = try TownhallDatabase.ensureAccount(account, at: date, in: tx)
            try tx.execute("INSERT INTO notification (account_id, dedupe_key, text, created_at) VALUES (?, ?, ?, ?)",
                           [id, text, text, date])
        }
    }

    @Test("recipients come most recently seen first, those never seen last; delivery empties the queue",
          arguments: DatabaseKind.allCases)
    func recipientsAndDelivery(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        for name in ["quiet", "early", "late"] { try await queue("hello \(name)", for: account(name), in: database) }
        try await queue("second", for: account("late"), in: database)
        #expect(try await database.recordNick("early_", of: account("early"), at: date))
        #expect(try await database.recordNick("late_", of: account("LATE"), at: date.addingTimeInterval(60)))
        #expect(try await !database.recordNick("nobody", of: account("stranger"), at: date))
        let waiting = try await database.reading { try $0.recipientsAwaitingDelivery(network: "test") }
        #expect(waiting == [OutboxRecipient(account: account("late"), lastNick: "late_"),
                            OutboxRecipient(account: account("early"), lastNick: "early_"),
                            OutboxRecipient(account: account("quiet"), lastNick: nil)])
        let pending = try await database.reading { try $0.pendingNotifications(for: account("late"), limit: 1) }
        #expect(pending.map(\.message) == [.text("hello late")])
        try await database.markDelivered(pending.map(\.id), at: date.addingTimeInterval(5))
        try await database.markDelivered(pending.map(\.id), at: date.addingTimeInterval(99))  // the first delivery stands
        let outbox = try await database.reading { try $0.outbox(of: account("late")) }
        #expect(outbox.map(\.message) == [.text("hello late"), .text("second")])
        #expect(outbox.map(\.deliveredAt) == [date.addingTimeInterval(5), nil])
        #expect(try await database.reading { try $0.pendingNotifications(for: account("late")) }.map(\.message) == [.text("second")])
    }
}
