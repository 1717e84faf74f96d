import DatabaseTestSupport
import Foundation
import Testing
@testable import SQLStore
@testable import Storage

/// "v20-questions-to-any-official" and "v20-follows-any-official": a database holding questions
/// (upvoted, tagged, flagged, commented, answered) and follows from before them keeps every row and
/// every other constraint, hands out no Q-number twice, and then takes a state official's
/// Open States id where only a member's Bioguide id fitted.
@Suite("Questions and follows to any official, by migration")
struct AnyOfficialMigrationTests {
    static let stateSenator = "ocd-person/de84277e-1c23-4036-bd64-b27c310a1c0e"

    @Test(arguments: DatabaseKind.allCases) func rowsFromBeforeKeepTheirConstraints(kind: DatabaseKind) async throws {
        let database = try await kind.databaseMigrated(before: "v20-questions-to-any-official", label: "anyofficial")
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        try await database.engine.write { tx in
            try tx.execute("""
                INSERT INTO member (bioguide_id, first_name, last_name, chamber, state, district, party)
                VALUES ('P000197', 'Nancy', 'Pelosi', 'house', 'CA', 11, 'Democrat')
                """)
            for (id, name) in [(1, "alice"), (2, "bob")] {
                try tx.execute("INSERT INTO account (id, network, name, created_at) VALUES (?, 'net', ?, ?)", [id, name, now])
            }
            for (id, text) in [(1, "Will you hold a town hall?"), (2, "What about rent?"), (3, "Gone soon")] {
                try tx.execute("INSERT INTO question (id, asker_id, member_bioguide, text, created_at) VALUES (?, 1, 'P000197', ?, ?)",
                               [id, text, now])
            }
            // the highest Q-number so far belongs to a question deleted since: it must not be handed out again
            try tx.execute("DELETE FROM question WHERE id = 3")
            try tx.execute("UPDATE question SET answer_text = 'Yes', answerer_id = 2, answerer_is_staff = ?, answered_at = ? WHERE id = 1",
                           [false, now])
            try tx.execute("INSERT INTO question_tag (question_id, tag) VALUES (1, 'townhall')")
            try tx.execute("INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (1, 2, '2026-09-21', ?)", [now])
            try tx.execute("UPDATE question SET upvote_count = 1 WHERE id = 1")
            try tx.execute("INSERT INTO upvote_budget (account_id, day, used) VALUES (2, '2026-09-21', 1)")
            try tx.execute("INSERT INTO question_flag (question_id, account_id, reason, created_at) VALUES (2, 2, 'spam', ?)", [now])
            try tx.execute("INSERT INTO question_comment (question_id, author_id, text, created_at) VALUES (1, 2, 'Good one', ?)", [now])
            try tx.execute("INSERT INTO follow (account_id, member_bioguide, created_at) VALUES (1, 'P000197', ?)", [now])
            if tx.dialect == .postgres {
                // the ids above were written by hand: set the sequences where handing them out would have left them
                _ = try tx.value(Int64.self, "SELECT setval(pg_get_serial_sequence('question', 'id'), 3)")
                _ = try tx.value(Int64.self, "SELECT setval(pg_get_serial_sequence('account', 'id'), 2)")
            }
        }
        try await database.migrate(upTo: StorageMigrations.ordered.count)

        let alice = AccountIdentity(network: "net", name: "alice"), bob = AccountIdentity(network: "net", name: "bob")
        let before = try #require(try await database.reading { try $0.question(1) })
        #expect(before.official == "P000197" && before.upvotes == 1 && before.tags == ["townhall"])
        #expect(before.answer?.text == "Yes" && before.answer?.answererName == "bob")
        #expect(try await database.reading { try $0.questionHeadlines(QuestionListing(official: "P000197")) }.map(\.id) == [1, 2])
        #expect(try await database.reading { try $0.followers(of: OfficialID("P000197")) } == [alice])
        #expect(try await Self.count("question_flag", database) == 1)
        #expect(try await Self.count("question_comment", database) == 1)
        let indexes = try await Self.indexes(database)
        // (the ranking index moved to the rank rows with "v22-question-rank")
        #expect(indexes.isSuperset(of: ["question_on_member", "question_on_asker", "question_rank_top_visible", "follow_on_member"]))
        #expect(!indexes.contains("question_top_visible"))

        // a state official now fits both tables, and the next question is Q4, not a second Q3
        try await database.engine.write { tx in
            try tx.execute("""
                INSERT INTO state_official (official_id, state, role, district, district_key, name, family_name)
                VALUES (?, 'CA', 'upper', '11', '11', 'Scott Wiener', 'Wiener')
                """, [Self.stateSenator])
        }
        let asked = try await database.ask("Will you fund transit?", to: OfficialID(Self.stateSenator), tags: [], by: bob, at: now)
        #expect(asked.id == 4 && asked.official == OfficialID(Self.stateSenator))
        #expect(try await database.follow(OfficialID(Self.stateSenator), by: bob, at: now))
        #expect(try await database.reading { try $0.followedStateOfficials(by: bob) }.map(\.name) == ["Scott Wiener"])

        // the upvote triggers still count on the rebuilt table, and the account cascades still hold
        try await database.engine.write { tx in _ = try tx.execute("DELETE FROM upvote WHERE question_id = 1") }
        #expect(try await database.reading { try $0.question(1) }?.upvotes == 0)
        try await database.engine.write { tx in _ = try tx.execute("DELETE FROM account WHERE id = 1") }
        for (table, left) in [("question", 1), ("question_rank", 1), ("follow", 1), ("question_comment", 0), ("question_tag", 0)] {
            #expect(try await Self.count(table, database) == left, "\(table)")
        }
        // and a question to no account is still refused
        await #expect(throws: (any Error).self) {
            try await database.engine.write { tx in
                _ = try tx.execute("INSERT INTO question (asker_id, member_bioguide, text, created_at) VALUES (99, 'P000197', 'x', ?)",
                                   [now])
            }
        }
    }

    static func count(_ table: String, _ database: TownhallDatabase) async throws -> Int {
        try await database.engine.read { try $0.value(Int.self, "SELECT COUNT(*) FROM \(table)") ?? -1 }
    }

    static func indexes(_ database: TownhallDatabase) async throws -> Set<String> {
        try await database.engine.read { tx in
            let sql = tx.dialect == .sqlite
                ? "SELECT name FROM sqlite_master WHERE type = 'index'"
                : "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()"
            return Set(try tx.rows(sql).map { try $0.decode(String.self, at: 0) })
        }
    }
}
