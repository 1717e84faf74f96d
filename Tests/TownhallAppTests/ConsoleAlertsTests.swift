import Chat
import DatabaseTestSupport
import Foundation
import Import
import SQLStore
import Storage
import Synchronization
import Testing
@testable import TownhallApp

@Suite("Alerts in the console")
struct ConsoleAlertsTests {
    @Test("an answer's alert is shown to the asker when the console speaks as them, once", arguments: DatabaseKind.allCases)
    func alertShownOnce(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        try await DemoData.seed(into: database)
        let output = Mutex("")
        let console = ConsoleLauncher.console(database: database, speaker: "admin", interactive: false,
                                              write: { text in output.withLock { $0 += text } })
        for line in ["/as alice", "ask Pelosi Will you hold a town hall?", "/as admin",
                     "admin verify pelosistaff P000197 staff", "/as pelosistaff", "answer Q1 Yes, in March.",
                     "/as alice", "ping", "/as bob", "ping"] {
            _ = await console.take(line)
        }
        let lines = output.withLock { $0 }.split(separator: "\n").map(String.init)
        let alerts = lines.filter { $0.contains("answered Q1") }
        #expect(alerts == ["[dm] <townhall> The staff of Rep. Nancy Pelosi (D-CA-11) answered Q1: Yes, in March. (type question Q1 to read it all)"])
        let alertIndex = try #require(lines.firstIndex(of: alerts[0]))
        #expect(lines[alertIndex - 1].hasPrefix("speaking as alice"))
        #expect(try await database.reading { try $0.pendingNotifications(for: AccountIdentity(network: "console", name: "alice")) }.isEmpty)
    }

    @Test("an alert quoting a data file with control characters reaches the person without them", arguments: DatabaseKind.allCases)
    func alertTextIsNeutralised(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let alice = AccountIdentity(network: "console", name: "alice")
        // 0x01 would be a CTCP request on IRC; a newline a second line.
        try await database.replaceMembers([Member(bioguideID: "X000001", lisID: "S999", firstName: "Eve",
                                                  lastName: "Evil\u{01}ACTION hi\u{01}\nPRIVMSG", chamber: .senate, state: "VT")])
        _ = try await database.follow(OfficialID("X000001"), by: alice, at: Date())
        let id = RollCallID(chamber: .senate, number: 1, congress: 119, session: "2025")
        let rollCall = RollCall(RollCallSummary(id: id, date: Date(), question: "On the Motion", result: "Agreed to"),
                                casts: [RollCall.Cast(option: "Yea", voterKey: "S999", displayName: "Evil", state: "VT")])
        try await database.storeRollCalls([rollCall], at: Date())
        let alerts = await ConsoleLauncher.takeAlerts(of: alice, from: database)
        #expect(alerts == ["New roll call s1-2025 (On the Motion): Agreed to — Sen. Evil ACTION hi  PRIVMSG voted Yea"])
    }

    /// Rows queued before the outbox kept facts hold only their sentence (facts_kind and facts
    /// NULL): they are delivered as they were written.
    @Test("an alert queued as text, before the outbox kept facts, is delivered as written", arguments: DatabaseKind.allCases)
    func textOnlyRowDeliversAsWritten(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let alice = AccountIdentity(network: "console", name: "alice")
        _ = try await database.updateProfile(of: alice, at: Date()) { $0.bio = "waiting" }
        let sentence = "New roll call s9-2021 on H.R. 1 (117th): Passed — Sen. Padilla voted Yea"
        try await database.engine.write { tx in
            try tx.execute("""
                INSERT INTO notification (account_id, dedupe_key, text, created_at)
                SELECT id, 'roll-call:s9-117.2021', ?, ? FROM account WHERE network = ? AND name = ?
                """, [sentence, Date(), alice.network, alice.name])
        }
        #expect(await ConsoleLauncher.takeAlerts(of: alice, from: database) == [sentence])
        #expect(try await database.reading { try $0.pendingNotifications(for: alice) }.isEmpty)
    }
}
