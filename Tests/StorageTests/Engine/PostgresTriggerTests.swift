import EngineTestSupport
import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// The plpgsql triggers keep the same counters as SQLite's: upvote counts, template like counts,
/// and a report's like count with its rank key (computed as `IncidentRankKey` computes it) copied
/// to its district rows — also when `forget me` deletes the liking account (ON DELETE CASCADE).
/// Upvotes and report likes are counted by the tally fold of their batch (`ShardedTally`), taken
/// back by the triggers.
@Suite("Triggers on PostgreSQL")
struct PostgresTriggerTests {
    static let createdAt = "2026-11-23 20:00:00.000"
    static let createdDate = Date(timeIntervalSince1970: 1_795_464_000) // the same instant, UTC

    @Test func countersFollowLikesAndUpvotesAndTheirCascade() async throws {
        try await EngineKind.postgres.withEngine(label: "triggers") { engine in
            try await PostgresMigrator().migrate(engine)
            let counts = try await engine.write { tx -> [Int] in
                try tx.execute("INSERT INTO account (id, network, name, created_at) VALUES (1, 'test', 'author', ?), (2, 'test', 'fan', ?)",
                               [Self.createdAt, Self.createdAt])
                try tx.execute("INSERT INTO member (bioguide_id, first_name, last_name, chamber, state) VALUES ('X000001', 'Ada', 'Lee', 'house', 'WY')")
                try tx.execute("INSERT INTO question (id, asker_id, member_bioguide, text, created_at) VALUES (1, 1, 'X000001', 'why?', ?)", [Self.createdAt])
                try TownhallDatabase.insertRank(of: 1, to: "X000001", in: tx)
                try tx.execute("INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (1, 2, '2026-11-23', ?)", [Self.createdAt])
                // An upvote is counted by its batch: a tally shard, then the fold (`ShardedTally`).
                try ShardedTally.questionUpvotes.add([1: 1], shard: 7, in: tx)
                try ShardedTally.questionUpvotes.foldAlone([1], in: tx)
                try tx.execute("INSERT INTO letter_template (id, author_id, title, category, body, created_at, updated_at) VALUES (1, 1, 't', 'c', 'b', ?, ?)",
                               [Self.createdAt, Self.createdAt])
                try tx.execute("INSERT INTO letter_template_like (template_id, account_id, created_at) VALUES (1, 2, ?)", [Self.createdAt])
                return [
                    try tx.value(Int.self, "SELECT upvote_count FROM question_rank WHERE question_id = 1") ?? -1,
                    try tx.value(Int.self, "SELECT like_count FROM letter_template WHERE id = 1") ?? -1,
                ]
            }
            #expect(counts == [1, 1])
            try await engine.write { tx in try tx.execute("DELETE FROM account WHERE id = 2") }
            let after = try await engine.read { tx in
                [try tx.value(Int.self, "SELECT upvote_count FROM question_rank WHERE question_id = 1"),
                 try tx.value(Int.self, "SELECT like_count FROM letter_template WHERE id = 1")]
            }
            #expect(after == [0, 0])
        }
    }

    @Test func aLikeRekeysTheReportAndItsDistricts() async throws {
        try await EngineKind.postgres.withEngine(label: "rankkey") { engine in
            try await PostgresMigrator().migrate(engine)
            let initialKey = IncidentRankKey.key(createdAt: Self.createdDate, likes: 0, halfLifeSeconds: 21_600)
            try await engine.write { tx in
                try tx.execute("INSERT INTO account (id, network, name, created_at) VALUES (1, 'test', 'reporter', ?), (2, 'test', 'fan', ?)",
                               [Self.createdAt, Self.createdAt])
                try tx.execute("""
                    INSERT INTO incident (id, reporter_id, kind, zip, state, text, created_at, rank_key)
                    VALUES (1, 1, 'line', '82001', 'WY', 'long line', ?, ?)
                    """, [Self.createdAt, initialKey])
                try tx.execute("INSERT INTO incident_district (incident_id, state, district, rank_key) VALUES (1, 'WY', 0, ?)", [initialKey])
                try tx.execute("INSERT INTO incident_like (incident_id, account_id, created_at) VALUES (1, 2, ?)", [Self.createdAt])
                try ShardedTally.incidentLikes.add([1: 1], shard: 7, in: tx)
                try ShardedTally.incidentLikes.foldAlone([1], in: tx)
            }
            let liked = try await Self.likesAndKeys(engine)
            let expected = IncidentRankKey.key(createdAt: Self.createdDate, likes: 1, halfLifeSeconds: 21_600)
            #expect(liked.likes == 1)
            #expect(abs(liked.key - expected) < 1e-9)
            #expect(liked.districtKey == liked.key)

            try await engine.write { tx in try tx.execute("DELETE FROM account WHERE id = 2") }
            let forgotten = try await Self.likesAndKeys(engine)
            #expect(forgotten.likes == 0)
            #expect(abs(forgotten.key - initialKey) < 1e-9)
            #expect(forgotten.districtKey == forgotten.key)
        }
    }

    static func likesAndKeys(_ engine: any SQLEngine) async throws -> (likes: Int, key: Double, districtKey: Double) {
        try await engine.read { tx in
            let row = try #require(try tx.row("""
                SELECT i.like_count, i.rank_key, d.rank_key AS district_key
                FROM incident i JOIN incident_district d ON d.incident_id = i.id WHERE i.id = 1
                """))
            return (try row.decode(Int.self, "like_count"), try row.decode(Double.self, "rank_key"), try row.decode(Double.self, "district_key"))
        }
    }
}
