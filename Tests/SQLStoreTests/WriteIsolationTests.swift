import EngineTestSupport
@testable import SQLStore
import Testing

/// `write(isolation:)` begins the PostgreSQL transaction at the level asked (the claims and the
/// tally fold use READ COMMITTED); a plain `write` is SERIALIZABLE.
@Suite("Write isolation")
struct WriteIsolationTests {
    @Test func postgresBeginsAtTheLevelAsked() async throws {
        try await EngineKind.postgres.withEngine(label: "isolation") { engine in
            let plain = try await engine.write { tx in try tx.value(String.self, "SHOW transaction_isolation") }
            let lowered = try await engine.write(isolation: .readCommitted) { tx in
                try tx.value(String.self, "SHOW transaction_isolation")
            }
            #expect(plain == "serializable")
            #expect(lowered == "read committed")
        }
    }

    @Test func sqliteTakesEitherLevelAsItsOneWriter() async throws {
        try await EngineKind.sqlite.withEngine(label: "isolation") { engine in
            try await engine.write { tx in try tx.execute("CREATE TABLE t (x INTEGER)") }
            try await engine.write(isolation: .readCommitted) { tx in try tx.execute("INSERT INTO t VALUES (1)") }
            #expect(try await engine.read { tx in try tx.value(Int.self, "SELECT x FROM t") } == 1)
        }
    }
}
