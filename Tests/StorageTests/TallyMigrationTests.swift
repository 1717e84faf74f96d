import Foundation
import Testing
@testable import Storage

/// "v10-upvote-tally-postgres-only" and "v10-like-tally-postgres-only" on an SQLite file written
/// before them: the shards go, the counts stay (on to "v22-question-rank", which moves the
/// question's), and taking a vote back lowers only the counted row (`ShardedTally`: SQLite keeps
/// no shards).
@Suite("SQLite tally shards removed by migration")
struct TallyMigrationTests {
    let date = Date(timeIntervalSince1970: 1_793_700_000)

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    @Test func shardsGoCountsStayAndTakingBackLowersTheRow() async throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-v9-\(UUID().uuidString)/townhall.sqlite").path
        let database = try TownhallDatabase(path: path, migrate: false)
        try await database.migrate(upTo: StorageMigrations.names.firstIndex(of: "v10-upvote-tally-postgres-only")!)
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)],
                                        in: database)
        // The question and its upvotes as that schema held them (this code writes a rank row,
        // which a database this old has no table for): the count on the question row.
        let question = try await database.engine.write { tx in
            for name in ["asker", "a", "b", "c"] {
                try tx.execute("INSERT INTO account (network, name, created_at) VALUES ('test', ?, ?)", [name, date])
            }
            let id = try #require(try tx.value(Int64.self, """
                INSERT INTO question (asker_id, member_bioguide, text, created_at, upvote_count)
                VALUES ((SELECT id FROM account WHERE name = 'asker'), 'P000197', 'Will you?', ?, 3) RETURNING id
                """, [date]))
            for name in ["a", "b", "c"] {
                try tx.execute("""
                    INSERT INTO upvote (question_id, account_id, day, created_at)
                    VALUES (?, (SELECT id FROM account WHERE name = ?), '2026-11-24', ?)
                    """, [id, name, date])
            }
            return id
        }
        guard case .filed(let report, _) = try await database.report(.line, zip: "94110", text: "long line", imageURL: nil,
                                                                     by: account("reporter"), perHour: 10, at: date) else {
            Issue.record("report not filed")
            return
        }
        for voter in ["a", "b", "c"] {
            _ = try await database.like(report, by: account(voter), at: date)
        }
        // what a batch before these migrations also wrote: shard 0 holding each count
        try await database.engine.write { tx in
            try tx.execute("INSERT INTO question_upvote_tally (question_id, shard, upvotes) VALUES (?, 0, 3)", [question])
            try tx.execute("INSERT INTO incident_like_tally (incident_id, shard, likes) VALUES (?, 0, 3)", [report])
        }

        try database.migrate()
        #expect(try await counts(question: question, report: report, in: database) == [3, 3, 0, 0])
        try await database.engine.write { tx in
            try tx.execute("DELETE FROM upvote WHERE question_id = ? AND account_id = (SELECT id FROM account WHERE name = 'a')", [question])
            try tx.execute("DELETE FROM incident_like WHERE incident_id = ? AND account_id = (SELECT id FROM account WHERE name = 'a')", [report])
        }
        #expect(try await counts(question: question, report: report, in: database) == [2, 2, 0, 0])
        _ = try await database.upvote(question, by: account("d"), day: "2026-11-24", limit: 3, at: date)
        #expect(try await database.like(report, by: account("d"), at: date) == .counted(likes: 3))
        #expect(try await counts(question: question, report: report, in: database) == [3, 3, 0, 0])
    }

    /// The question's upvotes, the report's likes, and the rows of the two shard tables.
    func counts(question: Int64, report: Int64, in database: TownhallDatabase) async throws -> [Int] {
        try await database.engine.read { tx in
            [try tx.value(Int.self, "SELECT upvote_count FROM question_rank WHERE question_id = ?", [question]) ?? -1,
             try tx.value(Int.self, "SELECT like_count FROM incident WHERE id = ?", [report]) ?? -1,
             try tx.value(Int.self, "SELECT count(*) FROM question_upvote_tally") ?? -1,
             try tx.value(Int.self, "SELECT count(*) FROM incident_like_tally") ?? -1]
        }
    }
}
