import Chat
import Foundation
import Storage
import Testing

/// `export me` must be complete however much is stored: it is paged in the DM, never cut off by a
/// transport's queue per person.
struct ExportMeTests {
    @Test(arguments: DatabaseKind.allCases)
    func aLongExportIsPagedAndComplete(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        let alice = harness.account("alice")
        for index in 1...40 {
            _ = try await harness.database.ask("Question \(index)?", to: OfficialID("P000197"), tags: [], by: alice, at: Date())
        }
        var lines = await harness.say("export me", as: "alice").map(\.text)
        #expect(lines.count == 16)
        #expect(lines.last?.hasPrefix("(") == true && lines.last?.hasSuffix("type more)") == true)
        lines.removeLast()
        while true {
            let page = await harness.say("more", as: "alice").map(\.text)
            guard let last = page.last, last.hasSuffix("type more)") else {
                lines += page
                break
            }
            lines += page.dropLast()
        }
        // Every question is there, in order, and the export ends with its last section.
        let questions = lines.filter { $0.hasPrefix("Q") && $0.contains(" to P000197") }
        #expect(questions.count == 40)
        #expect(questions.first?.hasPrefix("Q1 ") == true && questions.last?.hasPrefix("Q40 ") == true)
    }

    /// Comments and flags in full, the address waiting for its code, the mail and the alerts kept
    /// for the person (the review found only counts, or nothing).
    @Test(arguments: DatabaseKind.allCases)
    func commentsFlagsMailAndAlertsAreInTheExportInFull(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        let alice = harness.account("alice"), date = Date(timeIntervalSince1970: 1_793_700_000)
        let question = try await harness.database.ask("Will you fund buses?", to: OfficialID("P000197"), tags: [],
                                                      by: harness.account("bob"), at: date)
        #expect(try await harness.database.comment("Trains too, please.", on: question.id, by: alice, at: date))
        #expect(try await harness.database.flag(question.id, reason: "duplicate", by: alice, at: date))
        _ = try await harness.database.startEmailConfirmation(
            alice, email: "alice@example.org", code: "123456", expires: date.addingTimeInterval(900),
            mail: OutgoingMail(purpose: .confirmation, to: "alice@example.org", subject: "Your code",
                               body: "Your code is 123456.\nType it in chat.", messageID: "<c@example.org>"), at: date)
        let lines = await harness.say("export me", as: "alice").map(\.text)
        #expect(lines.contains("comment Q\(question.id)/1, 2026-11-03T10:00:00Z: Trains too, please."))
        #expect(lines.contains("flagged Q\(question.id), 2026-11-03T10:00:00Z: duplicate"))
        #expect(lines.contains("email waiting for its code: alice@example.org"))
        #expect(lines.contains("mail (confirmation) to alice@example.org, 2026-11-03T10:00:00Z, queued: Your code — Your code is 123456. / Type it in chat."))
    }
}
