import Foundation
import Import
import PostgresTestServer
import SQLStore
import Storage

/// The PostgreSQL side of `TownhallBenchmark upvotes postgres`: a fresh database on a real
/// server of the benchmarks' own (scripts/postgres, started as the tests start theirs, four ports
/// above `TOWNHALL_TEST_POSTGRES_PORT` or 15432, and flushing to disk as a deployment does),
/// seeded on the server with `generate_series` — a million rows in seconds, where an
/// INSERT per row through the engine would take many minutes — and opened by one engine per bot
/// process (each its own connection pool, as a second process has).
enum PostgresBenchDatabase {
    /// The seeded database: where it is (for a worker process to open it too) and its engines here.
    struct Opened {
        var url: String
        var password: String
        var databases: [TownhallDatabase]
    }

    static func open(label: String, processes: Int,
                     seed: (TownhallDatabase) async throws -> Void) async throws -> Opened {
        let server = PostgresTestServer.benchmark
        let url = try await server.freshDatabaseURL(label: label)
        let password = try await server.info().password
        let first = try await TownhallDatabase.open(postgres: url, password: password)
        let clock = ContinuousClock()
        let started = clock.now
        try await seed(first)
        print("PostgreSQL \(url), seeded in \(Figures.seconds(clock.now - started))"
            + (processes == 1 ? "" : "; \(processes) engines here (one connection pool each)"))
        var databases = [first]
        while databases.count < processes {
            databases.append(try await TownhallDatabase.open(postgres: url, password: password, migrate: false))
        }
        return Opened(url: url, password: password, databases: databases)
    }

    /// `SyntheticDatabase`'s members, accounts and questions with the same ids, askers and texts;
    /// the members are spread evenly over the questions (not skewed), and there are no earlier
    /// upvotes.
    static func seedUpvotes(_ database: TownhallDatabase) async throws {
        try await database.replaceMembers(SyntheticDatabase.members)
        try await database.engine.write { tx in
            try tx.execute("""
                INSERT INTO account (network, name, created_at)
                SELECT ?, 'voter' || g, '2026-01-01 00:00:00.000' FROM generate_series(0, ?::bigint - 1) AS g ORDER BY g
                """, [SyntheticDatabase.network, SyntheticDatabase.accountCount])
            try tx.execute("""
                INSERT INTO question (asker_id, member_bioguide, text, created_at)
                SELECT (g * 48271 % ?::bigint) + 1, m.bioguide_id,
                       'Will you vote for bill number ' || (g % 9973) || '?', '2026-01-01 00:00:00.000'
                FROM generate_series(0, ?::bigint - 1) AS g
                JOIN (SELECT bioguide_id, row_number() OVER (ORDER BY bioguide_id) - 1 AS k FROM member) AS m
                    ON m.k = g * 7919 % ?::bigint
                ORDER BY g
                """, [SyntheticDatabase.accountCount, SyntheticDatabase.questionCount, SyntheticDatabase.members.count])
            try tx.execute("""
                INSERT INTO question_rank (question_id, member_bioguide, upvote_count, visible)
                SELECT id, member_bioguide, 0, 1 FROM question ORDER BY id
                """)
            // The benchmark addresses accounts and questions by index + 1.
            let voter = try tx.value(Int64.self, "SELECT id FROM account WHERE name = 'voter0'")
            let question = try tx.value(Int64.self, "SELECT asker_id FROM question WHERE id = 1")
            guard voter == 1, question == 1 else {
                throw UpvotesBenchmark.BenchmarkUsage(description: "seeded ids do not start at 1 (voter0 = \(voter ?? -1))")
            }
        }
        try await database.engine.write { tx in try tx.execute("ANALYZE") }
    }

    /// The real ZIP table, `IncidentsDatabase`'s accounts and `reports` reports with the same
    /// reporters, spread over the ZIPs and the 30 days before election day, each in its ZIP's
    /// districts; no earlier likes (ten million rows would take the seed past an hour here).
    static func seedIncidents(_ database: TownhallDatabase, reports: Int) async throws {
        try await DistrictsImporter.importFile(at: IncidentsDatabase.zipFile, into: database)
        try await database.engine.write { tx in
            try tx.execute("""
                INSERT INTO account (network, name, created_at)
                SELECT ?, 'citizen' || g, '2026-09-24 12:00:00.000' FROM generate_series(0, ?::bigint - 1) AS g ORDER BY g
                """, [IncidentsDatabase.network, IncidentsDatabase.accountCount])
            try tx.execute("""
                INSERT INTO incident (reporter_id, kind, zip, state, text, created_at, like_count, rank_key)
                SELECT (g * 48271 % ?::bigint) + 1, (ARRAY['line', 'machine', 'id', 'intimidation', 'other'])[1 + g % 5],
                       z.zcta, z.state, 'Report ' || g || ': the line at the polling place is long',
                       stamp, 0, incident_rank_key(stamp, 0, 21600)
                FROM generate_series(0, ?::bigint - 1) AS g
                CROSS JOIN LATERAL (SELECT to_char(timestamp '2026-11-03 12:00:00' - (g * 7919 % 2592000) * interval '1 second',
                                                   'YYYY-MM-DD HH24:MI:SS.MS') AS stamp) AS t
                JOIN (SELECT zcta, MIN(state) AS state, row_number() OVER (ORDER BY zcta) - 1 AS k
                      FROM zip_district GROUP BY zcta) AS z
                    ON z.k = g * 7907 % (SELECT COUNT(DISTINCT zcta) FROM zip_district)
                ORDER BY g
                """, [IncidentsDatabase.accountCount, reports])
            try tx.execute("""
                INSERT INTO incident_district (incident_id, state, district, rank_key)
                SELECT i.id, d.state, d.district, i.rank_key FROM incident AS i JOIN zip_district AS d ON d.zcta = i.zip
                """)
        }
        try await database.engine.write { tx in try tx.execute("ANALYZE") }
    }

    /// Transactions the engines ran again after a conflict, and writes they gave up.
    static func conflicts(_ databases: [TownhallDatabase]) -> (retried: Int, gaveUp: Int) {
        databases.compactMap { ($0.engine as? PostgresEngine)?.counters }
            .reduce((0, 0)) { ($0.0 + $1.retriedAfterConflict, $0.1 + $1.gaveUpAfterConflicts) }
    }
}
