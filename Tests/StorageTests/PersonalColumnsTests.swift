import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// `forget me` forgets everything: every column of the schema that can hold who someone is, read
/// from the database's own catalogue (SQLite: `sqlite_master`, `pragma_table_info`,
/// `pragma_foreign_key_list`; PostgreSQL: `information_schema`), is either taken by the account
/// row's cascade, forgotten by name, or kept on purpose with its reason (`PersonalColumns`). And a
/// person who used every feature leaves no row behind that holds their account id, name, nick,
/// email address or Matrix DM room.
@Suite("Forget me forgets every column that can name a person")
struct PersonalColumnsTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)

    /// Words in a column's name that say it can hold an account id, a name, a nick, a user id or
    /// an email address.
    static let personalWords = ["account", "nick", "user", "email", "address", "author", "reporter", "asker", "answerer",
                                "follower", "followed", "started_by", "holder", "inviter", "sender", "speaker", "reply_to", "owner"]

    struct Column: Hashable, CustomStringConvertible {
        var table: String
        var name: String
        var description: String { "\(table).\(name)" }
    }

    /// A foreign key: `table.column` references `target` and does `onDelete` when that row goes.
    struct ForeignKey: Hashable {
        var table: String
        var column: String
        var target: String
        var onDelete: String
    }

    struct Catalogue {
        var columns: [Column] = []
        var foreignKeys: [ForeignKey] = []

        /// The tables whose rows go with an account: the account table, those with a cascading
        /// key to it, and those with a cascading key to one of those (letter → letter_recipient).
        var cascadingTables: Set<String> {
            var tables: Set<String> = ["account"]
            while true {
                let more = Set(foreignKeys.filter { tables.contains($0.target) && $0.onDelete == "CASCADE" }.map(\.table))
                if more.isSubset(of: tables) { return tables }
                tables.formUnion(more)
            }
        }

        /// Columns that reference the account row and are set to NULL when it goes.
        var nulledColumns: Set<Column> {
            Set(foreignKeys.filter { $0.target == "account" && $0.onDelete == "SET NULL" }.map { Column(table: $0.table, name: $0.column) })
        }
    }

    static func catalogue(_ database: TownhallDatabase) async throws -> Catalogue {
        try await database.engine.read { tx in
            var catalogue = Catalogue()
            switch tx.dialect {
            case .sqlite:
                let tables = try tx.rows("""
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                    ORDER BY name
                    """).map { try $0.decode(String.self, at: 0) }
                for table in tables {
                    catalogue.columns += try tx.rows("SELECT name FROM pragma_table_info(?) ORDER BY cid", [table])
                        .map { Column(table: table, name: try $0.decode(String.self, at: 0)) }
                    catalogue.foreignKeys += try tx.rows("SELECT \"from\", \"table\", on_delete FROM pragma_foreign_key_list(?)", [table])
                        .map { ForeignKey(table: table, column: try $0.decode(String.self, at: 0), target: try $0.decode(String.self, at: 1),
                                          onDelete: try $0.decode(String.self, at: 2)) }
                }
            case .postgres:
                catalogue.columns = try tx.rows("""
                    SELECT table_name::text, column_name::text FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name <> 'townhall_migrations' ORDER BY table_name, ordinal_position
                    """).map { Column(table: try $0.decode(String.self, at: 0), name: try $0.decode(String.self, at: 1)) }
                catalogue.foreignKeys = try tx.rows("""
                    SELECT k.table_name::text, k.column_name::text, t.table_name::text, r.delete_rule::text
                    FROM information_schema.referential_constraints r
                    JOIN information_schema.key_column_usage k
                        ON k.constraint_name = r.constraint_name AND k.constraint_schema = r.constraint_schema
                    JOIN information_schema.constraint_column_usage t
                        ON t.constraint_name = r.constraint_name AND t.constraint_schema = r.constraint_schema
                    WHERE r.constraint_schema = current_schema()
                    """).map { ForeignKey(table: try $0.decode(String.self, at: 0), column: try $0.decode(String.self, at: 1),
                                          target: try $0.decode(String.self, at: 2), onDelete: try $0.decode(String.self, at: 3)) }
                // kept by delete triggers there instead (their rows going is checked below, by forget me)
                catalogue.foreignKeys += QuestionsSchema.referencesKeptByTriggers.map {
                    ForeignKey(table: $0.table, column: $0.column, target: $0.target, onDelete: "CASCADE")
                }
            }
            return catalogue
        }
    }

    @Test(arguments: DatabaseKind.allCases) func everyColumnThatCanNameAPersonIsForgottenOrKeptForAReason(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "personal")
        let catalogue = try await Self.catalogue(database)
        #expect(catalogue.columns.count > 100 && !catalogue.foreignKeys.isEmpty)
        let cascading = catalogue.cascadingTables, nulled = catalogue.nulledColumns
        let personal = catalogue.columns.filter { column in Self.personalWords.contains { column.name.contains($0) } }
        for column in personal where !cascading.contains(column.table) && !nulled.contains(column) {
            let forgotten = PersonalColumns.forgottenByName[column.description], kept = PersonalColumns.keptOnPurpose[column.description]
            #expect(forgotten != nil || kept != nil, """
                \(column) can name a person, and forget me leaves it: delete it with the account (a cascading key), \
                forget it by name in TownhallDatabase.forget (PersonalColumns.forgottenByName), \
                or list it in PersonalColumns.keptOnPurpose with the reason
                """)
        }
        // the lists name real columns, each once
        let known = Set(catalogue.columns.map(\.description))
        for listed in Array(PersonalColumns.forgottenByName.keys) + Array(PersonalColumns.keptOnPurpose.keys) {
            #expect(known.contains(listed), "\(listed) is listed in PersonalColumns but the schema has no such column")
        }
        #expect(Set(PersonalColumns.forgottenByName.keys).isDisjoint(with: PersonalColumns.keptOnPurpose.keys))
    }

    /// Zed uses every feature; after `forget me` no row anywhere holds their account id, name,
    /// nick, email address or Matrix room. Before it, every table that hangs from an account and
    /// every column forgotten by name holds a row of theirs, so a new feature's table fails here
    /// until this seed uses it.
    @Test(arguments: DatabaseKind.allCases) func aPersonWhoUsedEverythingLeavesNothingBehind(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "personal")
        let zed = AccountIdentity(network: "test", name: "zedperson"), bob = AccountIdentity(network: "test", name: "bob")
        let markers = ["zedperson", "zednick", "zedmail@example.org", "zedpending@example.org", "!zedroom:example.org"]
        try await seed(zed, other: bob, in: database)
        let zedID = try #require(try await database.engine.read { tx in
            try tx.value(Int64.self, "SELECT id FROM account WHERE network = ? AND name = ?", [zed.network, zed.name])
        })
        let catalogue = try await Self.catalogue(database)
        let accountKeys = catalogue.foreignKeys.filter { $0.target == "account" }
        for key in accountKeys {
            let rows = try await count(in: database, "SELECT COUNT(*) FROM \(key.table) WHERE \(key.column) = ?", [zedID])
            #expect(rows > 0, "the seed leaves \(key.table).\(key.column) empty: make it use that feature")
        }
        for column in PersonalColumns.forgottenByName.keys {
            let parts = column.split(separator: ".").map(String.init)
            let rows = try await count(in: database, "SELECT COUNT(*) FROM \(parts[0]) WHERE \(parts[1]) = ?", [zed.name])
            #expect(rows > 0, "the seed leaves \(column) without zed: make it use that feature")
        }

        #expect(try await database.forget(zed))

        for key in accountKeys {
            let rows = try await count(in: database, "SELECT COUNT(*) FROM \(key.table) WHERE \(key.column) = ?", [zedID])
            #expect(rows == 0, "\(key.table).\(key.column) still holds zed's account id after forget me")
        }
        // PostgreSQL's LIKE refuses the nondeterministic `nocase` collation some columns have
        let collate = kind == .postgres ? " COLLATE \"C\"" : ""
        for column in catalogue.columns {
            for marker in markers {
                let rows = try await count(in: database, """
                    SELECT COUNT(*) FROM \(column.table) WHERE CAST(\(column.name) AS TEXT)\(collate) LIKE ?
                    """, ["%" + marker + "%"])
                #expect(rows == 0, "\(column) still holds \(marker) after forget me")
            }
        }
        #expect(try await database.reading { try $0.export(zed) } == nil)
        // bob's own data stays
        #expect(try await database.reading { try $0.export(bob) } != nil)
    }

    private func count(in database: TownhallDatabase, _ sql: String, _ arguments: [any SQLValueConvertible]) async throws -> Int {
        try await database.engine.read { tx in try tx.value(Int.self, sql, arguments) ?? 0 }
    }

    /// Everything a person can do, through the same calls the commands make (a few rows written
    /// directly where no call takes them without the rest of the bot).
    private func seed(_ zed: AccountIdentity, other bob: AccountIdentity, in database: TownhallDatabase) async throws {
        let date = start
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)], in: database)
        _ = try await database.storeBills([BillFollowStorageTests.bill], at: date)
        _ = try await ElectionStorageTests.load(database, at: date)
        try await database.updateProfile(of: zed, at: date) { $0.zip = "94110"; $0.bio = "zedperson's bio" }
        // questions: zed asks, comments, upvotes and flags bob's, and answers it as verified staff
        let own = try await database.ask("Will you fund buses?", to: "P000197", tags: ["transit"], by: zed, at: date)
        let bobs = try await database.ask("Will you fund trains?", to: "P000197", tags: [], by: bob, at: date)
        #expect(try await database.comment("Trains too, says zedperson", on: bobs.id, by: zed, at: date))
        _ = try await database.upvote(bobs.id, by: zed, day: "2026-11-24", limit: 3, at: date)
        _ = try await database.upvote(own.id, by: bob, day: "2026-11-24", limit: 3, at: date)
        #expect(try await database.flag(bobs.id, reason: "off topic", by: zed, at: date))
        #expect(try await database.verify(zed, as: "P000197", isStaff: true, at: date))
        _ = try await database.answer(bobs.id, with: "We will.", by: zed, at: date)
        // members and bills followed, a bill comment, a bookmark
        #expect(try await database.follow(OfficialID("P000197"), by: zed, at: date))
        #expect(try await database.follow(BillFollowStorageTests.billID, by: zed, at: date))
        _ = try await database.commentOnBill(BillFollowStorageTests.billID, text: "Good bill", by: zed, at: date)
        #expect(try await database.saveBookmark("Q\(bobs.id)", for: zed, at: date))
        // reports: zed's own, and bob's liked, commented and flagged
        guard case .filed(let report, _) = try await database.report(.line, zip: "94110", text: "Long line", imageURL: nil,
                                                                     by: zed, perHour: 10, at: date),
              case .filed(let bobsReport, _) = try await database.report(.line, zip: "94110", text: "Closed early", imageURL: nil,
                                                                         by: bob, perHour: 10, at: date) else {
            Issue.record("reports not filed")
            return
        }
        _ = try await database.like(bobsReport, by: zed, at: date)
        _ = try await database.like(report, by: bob, at: date)
        // a like given by reaction on a Matrix message that showed bob's report
        try await database.recordItemMessage("$reported", item: "R\(bobsReport)", network: zed.network, at: date)
        try await database.recordCountedReaction("$zedlike", item: "R\(bobsReport)", by: zed, at: date)
        #expect(try await database.commentOnIncident(bobsReport, text: "Same here", by: zed, at: date))
        #expect(try await database.flagIncident(bobsReport, reason: "duplicate", by: zed, at: date))
        // templates, letters, mail, email
        let template = try await database.createTemplate(TemplateContent(title: "Buses", category: "transit", tags: ["bus"],
                                                                         body: "Fund buses."), by: zed, at: date)
        let bobsTemplate = try await database.createTemplate(TemplateContent(title: "Trains", category: "transit", tags: [],
                                                                             body: "Fund trains."), by: bob, at: date)
        _ = try await database.setTemplateLike(bobsTemplate, liked: true, by: zed, at: date)
        _ = try await database.commentOnTemplate(bobsTemplate, text: "Nice", by: zed, at: date)
        #expect(try await database.flagTemplate(bobsTemplate, reason: "copied", by: zed, at: date) == .stored)
        try await database.updateLetterWriter(zed, signatureName: "Zed Person", city: "Richmond", at: date)
        _ = try await database.startEmailConfirmation(zed, email: "zedmail@example.org", code: "123456", expires: date.addingTimeInterval(900),
                                                      mail: OutgoingMail(purpose: .confirmation, to: "zedmail@example.org", subject: "Code",
                                                                         body: "123456", messageID: "<code@example.org>"), at: date)
        #expect(try await database.confirmEmail(zed, code: "123456", maxAttempts: 3, at: date) == .confirmed(email: "zedmail@example.org"))
        _ = try await database.startEmailConfirmation(zed, email: "zedpending@example.org", code: "654321", expires: date.addingTimeInterval(900),
                                                      mail: OutgoingMail(purpose: .confirmation, to: "zedpending@example.org", subject: "Code",
                                                                         body: "654321", messageID: "<code2@example.org>"), at: date)
        let letter = try await database.startLetter(by: zed, template: template, body: "Fund buses.", recipients: ["P000197"],
                                                    stage: .body, at: date)
        _ = try await database.sendLetter(letter, by: zed, deliveries: ["P000197": .email(OutgoingMail(
            purpose: .letter, to: "office@example.org", replyTo: "zedmail@example.org", subject: "Buses", body: "Fund buses.",
            messageID: "<letter@example.org>", letterID: letter, official: "P000197"))], fingerprint: Data([1]), at: date)
        try await database.queueMail(OutgoingMail(purpose: .copy, to: "zedmail@example.org", subject: "Your letter", body: "Fund buses.",
                                                  messageID: "<copy@example.org>"), for: zed, at: date)
        // rocks and the quiz, people followed both ways
        let post = try await database.postRock(imageURL: "https://example.org/zed.jpg", caption: "Quartz", tags: ["quartz"], by: zed, at: date)
        let bobsPost = try await database.postRock(imageURL: "https://example.org/bob.jpg", caption: "Mica", tags: [], by: bob, at: date)
        _ = try await database.setRockLike(true, post: bobsPost.id, by: zed, at: date)
        _ = try await database.setRockLike(true, post: post.id, by: bob, at: date)
        _ = try await database.commentOnRockPost(bobsPost.id, text: "Shiny", by: zed, at: date)
        #expect(try await database.flagRockPost(bobsPost.id, reason: "an advert", by: zed, at: date) == .stored)
        // comment flags: zed flags the first comment under each of bob's items (a flag has no owner check)
        for (table, item) in [(CommentTable.question, CommentedItem.id(bobs.id)), (.bill, .bill(BillFollowStorageTests.billID)),
                              (.incident, .id(bobsReport)), (.template, .id(bobsTemplate)), (.rockPost, .id(bobsPost.id))] {
            let comment = try #require(try await database.reading { try $0.commentID(at: 1, under: item, in: table, visibleOnly: true) })
            #expect(try await database.flagComment(comment, in: table, reason: "rude", by: zed, at: date) == .stored)
        }
        // a call to a member's office from bob's template, reported
        try await database.startCall(to: .member("P000197"), template: bobsTemplate, by: zed, at: date)
        _ = try await database.reportCall(to: .member("P000197"), outcome: .talked, by: zed, at: date)
        #expect(try await database.followPerson(bob, by: zed, at: date))
        #expect(try await database.followPerson(zed, by: bob, at: date))
        let run = try await database.startQuizRun(network: zed.network, channel: "#rocks", startedBy: zed, rounds: 1, at: date)
        try await database.recordQuizPoints(10, run: run, account: zed, channel: "#rocks", mineral: "Quartz", at: date)
        // election reminders, the nick alerts find them by, an alert, the Matrix DM room
        #expect(try await database.addElectionReminder(sourceKey: ElectionStorageTests.key, electionID: "e1", for: zed, at: date))
        _ = try await database.recordNick("zednick", of: zed, at: date)
        try await database.engine.write { tx in
            try tx.execute("""
                INSERT INTO notification (account_id, dedupe_key, text, created_at)
                SELECT id, 'alert-1', 'Your question was answered', ? FROM account WHERE network = ? AND name = ?
                """, [date, zed.network, zed.name])
        }
        try await database.recordMatrixDirectRoom("!zedroom:example.org", userID: zed.name, network: zed.network)
        // what the bot keeps to read zed's encrypted messages: their device, its Olm session and
        // room key, an event the key decrypted, and a message still waiting for its key
        try await database.replaceMatrixUserDevices([MatrixUserDeviceRecord(userID: zed.name, deviceID: "ZEDPHONE", curve25519: "zedcurve",
                                                                           ed25519: "zeded")], of: zed.name, network: zed.network)
        try await database.recordMatrixOlmSession("olm pickle", sessionID: "olm1", senderKey: "zedcurve", network: zed.network, at: start)
        _ = try await database.recordMatrixMegolmSession(MatrixMegolmSessionRecord(roomID: "!zedroom:example.org", senderKey: "zedcurve",
                                                                                   sessionID: "megolm1", senderUser: zed.name,
                                                                                   signingKey: "zeded", pickle: "megolm pickle"),
                                                         network: zed.network, at: start)
        _ = try await database.claimMatrixMegolmIndex(0, eventID: "$zedevent", roomID: "!zedroom:example.org", senderKey: "zedcurve",
                                                      sessionID: "megolm1", network: zed.network)
        try await database.recordMatrixPendingEvent(MatrixPendingEventRecord(eventID: "$zedlater", roomID: "!zedroom:example.org",
                                                                             sender: zed.name, content: "{}", sentAt: start),
                                                    network: zed.network)
    }
}
