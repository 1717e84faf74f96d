import EngineTestSupport
import Metrics
import MetricsTestKit
import SQLStore
import Testing

/// `townhall_database_errors_total{kind}` counts what the engine gives back, by kind, on both
/// engines, read through swift-metrics' own test backend.
@Suite("Database errors by kind")
struct DatabaseErrorMeterTests {
    struct Refusal: Error {}

    func count(_ metrics: TestMetrics, _ kind: DatabaseErrorKind) throws -> Int64 {
        try metrics.expectCounter("townhall_database_errors_total", [("kind", kind.rawValue)]).totalValue
    }

    @Test("a broken unique rule is a constraint error, a bad statement another; a feature's own error is not counted",
          arguments: EngineKind.allCases)
    func countsByKind(kind: EngineKind) async throws {
        let metrics = TestMetrics()
        try await kind.withEngine(label: "errors", errors: DatabaseErrorMeter(factory: metrics)) { engine in
            try await engine.write(isolation: .serializable) { tx in
                try tx.execute("CREATE TABLE item (id INTEGER PRIMARY KEY)")
                try tx.execute("INSERT INTO item (id) VALUES (?)", [1])
            }
            await #expect(throws: (any Error).self) {
                try await engine.write(isolation: .serializable) { tx in try tx.execute("INSERT INTO item (id) VALUES (?)", [1]) }
            }
            await #expect(throws: (any Error).self) {
                try await engine.read { tx in try tx.execute("SELECT missing FROM nowhere") }
            }
            await #expect(throws: Refusal.self) {
                try await engine.write(isolation: .serializable) { _ -> Int in throw Refusal() }
            }
        }
        #expect(try count(metrics, .constraint) == 1)
        #expect(try count(metrics, .other) == 1)
        for quiet in [DatabaseErrorKind.unreachable, .busy, .serialization] { #expect(try count(metrics, quiet) == 0) }
    }

    @Test("SQLSTATEs and SQLite result codes fall into their kinds")
    func classification() {
        #expect(DatabaseErrorKind(SQLEngineError.statement(sqlState: "40001", message: "")) == .serialization)
        #expect(DatabaseErrorKind(SQLEngineError.statement(sqlState: "40P01", message: "")) == .serialization)
        #expect(DatabaseErrorKind(SQLEngineError.gaveUpAfterConflicts(attempts: 5)) == .serialization)
        #expect(DatabaseErrorKind(SQLEngineError.statement(sqlState: "23505", message: "")) == .constraint)
        #expect(DatabaseErrorKind(SQLEngineError.statement(sqlState: "55P03", message: "")) == .busy)
        #expect(DatabaseErrorKind(SQLEngineError.statement(sqlState: "42601", message: "")) == .other)
        #expect(DatabaseErrorKind(SQLEngineError.unreachable("refused")) == .unreachable)
        #expect(DatabaseErrorKind(Refusal()) == nil)
    }
}
