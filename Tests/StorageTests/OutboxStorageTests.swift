import Foundation
@testable import SQLStore
@testable import Storage
import Testing

@Suite("Notification outbox")
struct OutboxStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    static let pelosi = Member(bioguideID: "P000197", firstName: "Nancy", lastName: "Pelosi",
                               chamber: .house, state: "CA", district: 11, party: "Democrat")

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    /// A question by `asker` upvoted by `voter` and answered by verified `staff`: two alerts.
    /// The member is written with plain SQL (`SeedRows`): `replaceMembers` is not on `SQLEngine` yet.
    func answeredQuestion(_ kind: DatabaseKind) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase()
        try await SeedRows.members([Self.pelosi], in: database)
        let question = try await database.ask("Town hall?", to: "P000197", tags: [], by: account("asker"), at: date)
        _ = try await database.upvote(question.id, by: account("voter"), day: "2027-01-15", limit: 3, at: date)
        _ = try await database.verify(account("staff"), as: "P000197", isStaff: true, at: date)
        let answered = try await database.answer(question.id, with: "Yes.", by: account("staff"), at: date,
                                                 notification: { _ in "answered Q\(question.id)" })
        #expect(answered != nil)
        return database
    }

    @Test("the asker and the upvoter wait for the answer; the answerer does not; delivered rows leave the queue", arguments: DatabaseKind.allCases)
    func queueAndDeliver(kind: DatabaseKind) async throws {
        let database = try await answeredQuestion(kind)
        try await database.recordNick("voter_", of: account("voter"), at: date)
        let waiting = try await database.reading { try $0.recipientsAwaitingDelivery(network: "test") }
        #expect(Set(waiting) == [OutboxRecipient(account: account("asker"), lastNick: nil),
                                 OutboxRecipient(account: account("voter"), lastNick: "voter_")])
        #expect(try await database.reading { try $0.recipientsAwaitingDelivery(network: "other") }.isEmpty)
        let pending = try await database.reading { try $0.pendingNotifications(for: account("ASKER")) }
        #expect(pending.map(\.message) == [.text("answered Q1")])
        try await database.markDelivered(pending.map(\.id), at: date)
        #expect(try await database.reading { try $0.pendingNotifications(for: account("asker")) }.isEmpty)
        #expect(try await database.reading { try $0.recipientsAwaitingDelivery(network: "test") }.map(\.account.name) == ["voter"])
    }

    @Test("an account's outbox lists delivered and waiting messages, with when the server accepted each", arguments: DatabaseKind.allCases)
    func outboxWithDeliveryTimes(kind: DatabaseKind) async throws {
        let database = try await answeredQuestion(kind)
        #expect(try await database.reading { try $0.outbox(of: account("asker")) }.map(\.deliveredAt) == [nil])
        let pending = try await database.reading { try $0.pendingNotifications(for: account("asker")) }
        try await database.markDelivered(pending.map(\.id), at: date.addingTimeInterval(7))
        let entries = try await database.reading { try $0.outbox(of: account("asker")) }
        #expect(entries == [OutboxEntry(id: pending[0].id, message: .text("answered Q1"), createdAt: date,
                                        deliveredAt: date.addingTimeInterval(7))])
        #expect(try await database.reading { try $0.outbox(of: account("staff")) }.isEmpty)
    }

    @Test("a nick is remembered only for someone who already has an account row, and follows the latest use",
          arguments: DatabaseKind.allCases)
    func lastNick(kind: DatabaseKind) async throws {
        let database = try await answeredQuestion(kind)
        #expect(try await database.recordNick("stranger", of: account("stranger"), at: date) == false)
        #expect(try await database.recordNick("ask1", of: account("asker"), at: date))
        #expect(try await database.recordNick("ask2", of: account("Asker"), at: date.addingTimeInterval(5)))
        let asker = try await database.reading { try $0.recipientsAwaitingDelivery(network: "test") }.first { $0.account.name == "asker" }
        #expect(asker?.lastNick == "ask2")
        let export = try #require(try await database.reading { try $0.export(account("asker")) })
        #expect(export.lastNick == "ask2" && export.notificationsWaiting == 1 && export.notificationsDelivered == 0)
    }

    @Test("forget me removes the waiting notifications and the remembered nick", arguments: DatabaseKind.allCases)
    func forgetMe(kind: DatabaseKind) async throws {
        let database = try await answeredQuestion(kind)
        try await database.recordNick("voter_", of: account("voter"), at: date)
        #expect(try await database.forget(account("voter")))
        #expect(try await database.reading { try $0.recipientsAwaitingDelivery(network: "test") }.map(\.account.name) == ["asker"])
        #expect(try await database.recordNick("voter_", of: account("voter"), at: date) == false)
    }
}
