import SQLStore

/// The counts Townhall keeps in shards: question upvotes and report likes. SQLite keeps no shards
/// of them ("v10-upvote-tally-postgres-only", "v10-like-tally-postgres-only"; see `ShardedTally`).
extension ShardedTally {
    /// Every sharded count, for `repairStale` at start.
    static let all = [questionUpvotes, incidentLikes]

    /// The shard tables, which a copy leaves out and its target makes (`seedSQL`).
    static let tables = Set(all.map(\.table))

    /// What a copy's PostgreSQL target runs to give each counted row one shard holding its count,
    /// in a schema migrated through `applied` (a copy ends at its source's migration, which may be
    /// older than this binary's): before "v22-question-rank" a question kept its count on its row.
    static func seedSQL(migratedThrough applied: Set<String>) -> [String] {
        guard !applied.contains(QuestionsSchema.v22QuestionRank.name) else { return all.map(\.seedSQL) }
        return ["""
            INSERT INTO question_upvote_tally (question_id, shard, upvotes)
            SELECT id, 0, upvote_count FROM question WHERE upvote_count <> 0
            """, incidentLikes.seedSQL]
    }

    /// Question upvotes ("v8-question-upvote-tally"): `question_rank.upvote_count` ("v22-question-rank").
    ///
    /// The folds name their rows twice, as the list joined and as `id = ANY(list)`: joined only,
    /// the planner (which expects a few hundred shard rows per id while the shards are new) chose
    /// for a batch of 250 ids to hash the whole counted table, a sequential scan of a million
    /// questions spilled to disk and JIT-compiled, 1.5 s where the index takes 14 ms
    /// (`EXPLAIN (ANALYZE)` on `TownhallBenchmark upvotes postgres`'s database; its one-process
    /// round fell to about 1,100 upvotes/s in rounds of 60,000). `foldUsesTheCountedRowsIndex`
    /// checks the plan.
    static let questionUpvotes = ShardedTally(table: "question_upvote_tally", key: "question_id", count: "upvotes",
                                              counted: "question_rank", countedKey: "question_id",
                                              countColumn: "upvote_count", foldSQL: """
        UPDATE question_rank SET upvote_count = tallied.total
        FROM (SELECT listed.id, (SELECT CAST(COALESCE(SUM(upvotes), 0) AS BIGINT) FROM question_upvote_tally
                                 WHERE question_id = listed.id) AS total
              FROM unnest(string_to_array(?1, ',')::bigint[]) AS listed(id)) AS tallied
        WHERE question_rank.question_id = tallied.id AND question_rank.question_id = ANY(string_to_array(?1, ',')::bigint[])
            AND upvote_count <> tallied.total
        """)

    /// Report likes ("v8-incident-like-tally"): `incident.like_count` and the `rank_key` made of it
    /// (its update trigger copies the key to the report's district rows).
    static let incidentLikes = ShardedTally(table: "incident_like_tally", key: "incident_id", count: "likes",
                                                counted: "incident", countColumn: "like_count", foldSQL: """
        UPDATE incident SET like_count = tallied.total,
            rank_key = incident_rank_key(created_at, tallied.total, (SELECT half_life_seconds FROM incident_ranking))
        FROM (SELECT listed.id, (SELECT CAST(COALESCE(SUM(likes), 0) AS BIGINT) FROM incident_like_tally
                                 WHERE incident_id = listed.id) AS total
              FROM unnest(string_to_array(?1, ',')::bigint[]) AS listed(id)) AS tallied
        WHERE incident.id = tallied.id AND incident.id = ANY(string_to_array(?1, ',')::bigint[])
            AND like_count <> tallied.total
        """, addCountingSQL: """
        UPDATE incident SET like_count = like_count + ?1,
            rank_key = incident_rank_key(created_at, like_count + ?1, (SELECT half_life_seconds FROM incident_ranking))
        WHERE id = ?2 RETURNING like_count
        """)
}
