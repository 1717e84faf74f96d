import Chat
import Civic
import Foundation
import Import
import Storage
import Testing

/// `remind` alone, `remind cancel`, and election reminders in `export me` and `forget me`, on
/// the real Virginia VIP sample and the real outbox: a cancelled reminder never arrives, not
/// even one already queued; `forget me` leaves nothing that could send one.
@Suite("Election reminders: list, cancel, export and forget")
struct ElectionReminderCancelTests {
    typealias Days = ElectionReminderTests

    static let noData = "No election data for"

    @Test(arguments: DatabaseKind.allCases)
    func cancelRemovesTheRequestAndTheQueuedDMButKeepsDeliveredOnes(kind: DatabaseKind) async throws {
        let harness = try await Days.harness(kind, at: "2013-10-01")
        _ = await harness.say("remind 2013-11-05", as: "alice")
        _ = await harness.say("remind 2013-11-05", as: "bob")
        // The 7-day reminder reaches alice; the 1-day one is queued and not delivered yet.
        #expect(try await Days.step(harness.database, on: "2013-10-08") == 2)
        let alice = harness.account("alice")
        let delivered = try await harness.database.reading { try $0.pendingNotifications(for: alice) }.map(\.id)
        try await harness.database.markDelivered(delivered, at: Days.noon("2013-10-08"))
        #expect(try await Days.step(harness.database, on: "2013-10-14") == 2)
        #expect(try await Days.pending(harness.database, "alice").count == 1)

        let reply = await harness.say("remind cancel virginia", as: "alice")
        #expect(reply.map(\.text) == ["Cancelled: no more reminders of 2013 Virginia General Election (2013-11-05)."])
        #expect(try await Days.pending(harness.database, "alice").isEmpty, "a cancelled reminder still waited in the outbox")
        #expect(try await harness.database.reading { try $0.electionReminders(of: alice) }.isEmpty)
        // Nothing more is queued for alice; bob's (never delivered: he was not online) are untouched.
        #expect(try await Days.step(harness.database, on: "2013-10-29") == 1)
        #expect(try await Days.pending(harness.database, "alice").isEmpty)
        #expect(try await Days.pending(harness.database, "bob").count == 3)
        // What was delivered stays delivered (the record of what was sent).
        #expect(try await harness.database.reading { try $0.export(alice) }?.notificationsDelivered == 1)
    }

    @Test(arguments: DatabaseKind.allCases, [
        ("remind cancel 2013-11-05", "You get no reminders of 2013 Virginia General Election (2013-11-05), so there is nothing to cancel; type remind to list yours."),
        ("remind cancel 2014-11-04", "No imported election matches \"2014-11-04\". Type elections <your ZIP> to list them, then remind cancel <its date>."),
        ("remind cancel", "Usage: remind cancel <election date | name>"),
        ("remind", "You have no election reminders. Ask for one with: remind <election date | name>"),
    ])
    func nothingToCancelOrListGetsOneLine(kind: DatabaseKind, _ example: (String, String)) async throws {
        let (said, answer) = example
        let harness = try await Days.harness(kind, at: "2013-10-01")
        #expect(await harness.say(said, as: "alice").map(\.text) == [answer])
    }

    @Test(arguments: DatabaseKind.allCases)
    func theListSaysWhatComesNextAndNamesARequestItsFeedDropped(kind: DatabaseKind) async throws {
        let harness = try await Days.harness(kind, at: "2013-10-01")
        _ = await harness.say("remind 2013-11-05", as: "alice")
        let alice = harness.account("alice")
        // As if a re-import had dropped an election someone asked for.
        #expect(try await harness.database.addElectionReminder(sourceKey: "51", electionID: "gone", for: alice,
                                                               at: Days.noon("2013-10-01")))
        harness.clock.set(try Days.noon("2013-10-09"))
        #expect(await harness.say("!remind", as: "alice", in: .channel("#civics")).map(\.text) == [
            "alice: I sent your election reminders in a private message.",
            "Your election reminders (remind cancel <election> stops one):",
            "2013-11-05 2013 Virginia General Election: next DM on 2013-10-14",
            "election gone (feed 51): no longer in its feed, so nothing will be sent",
        ])
        #expect(await harness.say("remind cancel gone", as: "alice").map(\.text) == ["Cancelled: no more reminders of election gone."])
        #expect(try await harness.database.reading { try $0.electionReminders(of: alice) }.count == 1)
    }

    @Test(arguments: DatabaseKind.allCases)
    func exportListsRemindersAndForgetMeDeletesThem(kind: DatabaseKind) async throws {
        let harness = try await Days.harness(kind, at: "2013-10-01")
        _ = await harness.say("remind 2013-11-05", as: "alice")
        _ = await harness.say("remind 2013-11-05", as: "bob")
        let export = await harness.say("export me", as: "alice").map(\.text)
        #expect(export.contains("election reminder: 2013-11-05 2013 Virginia General Election, asked on 2013-10-01"))
        let prompt = await harness.say("forget me", as: "alice").map(\.text)
        #expect(prompt.first?.contains("election reminders") == true)
        #expect(await harness.say("yes", as: "alice").map(\.text) == ["Done: everything I stored about you is deleted."])
        #expect(try await harness.database.reading { try $0.electionReminders(of: harness.account("alice")) }.isEmpty)
        // Only bob's reminder is queued on its day: nothing of alice's is left to send.
        #expect(try await Days.step(harness.database, on: "2013-10-08") == 1)
        #expect(try await Days.pending(harness.database, "alice").isEmpty)
    }
}
