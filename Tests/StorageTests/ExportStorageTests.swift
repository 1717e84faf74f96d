import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// `export me` reads every feature's rows of one account in one snapshot, on both engines.
@Suite("Export: everything stored about one account")
struct ExportStorageTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)

    @Test(arguments: DatabaseKind.allCases) func theExportHoldsQuestionsReportsLettersAndReminders(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let alice = AccountIdentity(network: "test", name: "alice")
        let template = try await database.createTemplate(TemplateContent(title: "Transit", category: "transit", tags: ["bus"],
                                                                         body: "Fund buses."), by: alice, at: start)
        let draft = try await database.startLetter(by: alice, template: template, body: "Fund buses.", recipients: ["P000197"],
                                                   stage: .body, at: start)
        try await database.updateLetterWriter(alice, signatureName: "Alice A.", city: "Richmond", at: start)
        _ = try await ElectionStorageTests.load(database, at: start)
        #expect(try await database.addElectionReminder(sourceKey: ElectionStorageTests.key, electionID: "e1", for: alice, at: start))
        // a question (with a tag and an answer) and a report with its district, written directly:
        // Members, Questions and Incidents are not on SQLEngine yet (issue 17)
        let date = start
        try await database.engine.write { tx in
            let aliceID = try #require(try tx.value(Int64.self, "SELECT id FROM account WHERE name = 'alice'"))
            try tx.execute("INSERT INTO member (bioguide_id, first_name, last_name, chamber, state) VALUES ('P000197', 'Nancy', 'Pelosi', 'house', 'CA')")
            let question = try #require(try tx.value(Int64.self, """
                INSERT INTO question (asker_id, member_bioguide, text, created_at, answer_text, answerer_is_staff, answered_at)
                VALUES (?, 'P000197', 'Why?', ?, 'Because.', 1, ?) RETURNING id
                """, [aliceID, date, date]))
            try TownhallDatabase.insertRank(of: question, to: "P000197", in: tx)
            try tx.execute("INSERT INTO question_tag (question_id, tag) VALUES (?, 'transit')", [question])
            let report = try #require(try tx.value(Int64.self, """
                INSERT INTO incident (reporter_id, kind, zip, state, text, created_at, rank_key) VALUES (?, 'line', '22901', 'VA', 'Two hours.', ?, 0)
                RETURNING id
                """, [aliceID, date]))
            try tx.execute("INSERT INTO incident_district (incident_id, state, district, rank_key) VALUES (?, 'VA', 5, 0)", [report])
        }
        let export = try #require(try await database.reading { try $0.export(alice) })
        #expect(export.questions.map(\.text) == ["Why?"] && export.questions.first?.tags == ["transit"])
        #expect(export.questions.first?.answer?.text == "Because." && export.questions.first?.answer?.isStaff == true)
        #expect(export.reports.map(\.text) == ["Two hours."]
            && export.reports.first?.districts == [CongressionalDistrict(state: "VA", number: 5)])
        #expect(export.templates.map(\.id) == [template] && export.letters.map(\.id) == [draft])
        #expect(export.letterWriter == LetterWriter(signatureName: "Alice A.", city: "Richmond"))
        #expect(export.electionReminders.map(\.electionID) == ["e1"])
        #expect(try await database.reading { try $0.export(AccountIdentity(network: "test", name: "nobody")) } == nil)
    }

    /// The review found `export me` giving only counts of comments and flags, and leaving out a
    /// pending address, the mail and the alerts kept for the person: each is there in full now,
    /// with the quizzes started and the Matrix DM room.
    @Test(arguments: DatabaseKind.allCases) func theExportHoldsEveryTextInFull(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let alice = AccountIdentity(network: "test", name: "alice"), bob = AccountIdentity(network: "test", name: "bob")
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        let question = try await database.ask("Will you?", to: "P000197", tags: [], by: bob, at: start)
        #expect(try await database.comment("Please do.", on: question.id, by: alice, at: start))
        #expect(try await database.flag(question.id, reason: "spam", by: alice, at: start.addingTimeInterval(1)))
        let post = try await database.postRock(imageURL: "https://example.org/m.jpg", caption: "Mica", tags: [], by: bob, at: start)
        _ = try await database.commentOnRockPost(post.id, text: "Shiny\nand flat", by: alice, at: start.addingTimeInterval(2))
        _ = try await database.startEmailConfirmation(alice, email: "alice@example.org", code: "123456", expires: start.addingTimeInterval(900),
                                                      mail: OutgoingMail(purpose: .confirmation, to: "alice@example.org", subject: "Code",
                                                                         body: "Your code is 123456.", messageID: "<c@example.org>"), at: start)
        try await database.engine.write { tx in
            try tx.execute("""
                INSERT INTO notification (account_id, dedupe_key, text, created_at)
                SELECT id, 'k', 'Q1 was answered', ? FROM account WHERE name = 'alice'
                """, [self.start])
        }
        _ = try await database.startQuizRun(network: "test", channel: "#rocks", startedBy: alice, rounds: 3, at: start)
        try await database.recordMatrixDirectRoom("!dm:example.org", userID: "alice", network: "test")
        #expect(try await database.admitMatrixInvite(to: "!room:example.org", from: "alice", network: "test", perDay: 3, at: start))
        let export = try #require(try await database.reading { try $0.export(alice) })
        #expect(export.commentsWritten == [
            AccountExport.Comment(on: "Q\(question.id)/1", at: start, text: "Please do."),
            AccountExport.Comment(on: "P\(post.id)/1", at: start.addingTimeInterval(2), text: "Shiny\nand flat"),
        ])
        #expect(export.flagsGiven == [AccountExport.Flag(on: "Q\(question.id)", at: start.addingTimeInterval(1), reason: "spam")])
        #expect(export.pendingEmail == "alice@example.org")
        #expect(export.mail == [AccountExport.Mail(purpose: "confirmation", to: "alice@example.org", subject: "Code",
                                                   body: "Your code is 123456.", status: "queued", at: start)])
        #expect(export.alerts == [AccountExport.Alert(message: .text("Q1 was answered"), at: start, deliveredAt: nil)])
        #expect(export.quizzesStarted == [AccountExport.QuizStart(channel: "#rocks", at: start)])
        #expect(export.directRoom == "!dm:example.org")
        #expect(export.roomsInvitedTo == [AccountExport.RoomInvite(room: "!room:example.org", at: start)])
        // a Matrix user known only by their DM room is someone to export and to forget
        try await database.recordMatrixDirectRoom("!carol:example.org", userID: "@carol:example.org", network: "hs")
        let carol = AccountIdentity(network: "hs", name: "@carol:example.org")
        #expect(try await database.reading { try $0.export(carol) }?.directRoom == "!carol:example.org")
        #expect(try await database.forget(carol))
        #expect(try await database.reading { try $0.export(carol) } == nil)
    }
}
