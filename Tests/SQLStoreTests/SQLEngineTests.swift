import EngineTestSupport
import Foundation
@testable import SQLStore
import Testing

/// The same statements give the same answers on both engines: values of every kind, `?`
/// placeholders, changed-row counts, rollback of a body that throws.
@Suite("SQL engines: the same answers on SQLite and PostgreSQL")
struct SQLEngineTests {
    struct Boom: Error {}

    @Test("every kind of value comes back as it went in", arguments: EngineKind.allCases)
    func valuesRoundTrip(kind: EngineKind) async throws {
        try await kind.withEngine(label: "values") { engine in
            let texts = ["", "plain", "it's \"quoted\" ?", "Zürich — 東京 🗳️", String(repeating: "x", count: 10_000)]
            let rows = try await engine.write { tx -> [SQLRow] in
                try tx.execute("CREATE TABLE sample (id INTEGER PRIMARY KEY, number BIGINT, real DOUBLE PRECISION, text TEXT, data BYTEA)"
                    .replacingOccurrences(of: "BYTEA", with: tx.dialect == .sqlite ? "BLOB" : "BYTEA"))
                for (index, text) in texts.enumerated() {
                    let number: Int64? = [Int64.min, -1, 0, 42, Int64.max][index]
                    try tx.execute("INSERT INTO sample (id, number, real, text, data) VALUES (?, ?, ?, ?, ?)",
                                   [index, index == 2 ? nil : number, Double(index) / 3, text, Data([0, 1, 255, UInt8(index)])])
                }
                // a `?` in a literal is text, not a placeholder
                return try tx.rows("SELECT id, number, real, text, data, '?' AS mark FROM sample WHERE id >= ? ORDER BY id", [0])
            }
            #expect(rows.count == texts.count)
            for (index, row) in rows.enumerated() {
                #expect(try row.decode(Int.self, "id") == index)
                #expect(try row.decode(Int64?.self, "number") == (index == 2 ? nil : [Int64.min, -1, 0, 42, Int64.max][index]))
                #expect(try row.decode(Double.self, "real") == Double(index) / 3)
                #expect(try row.decode(String.self, "text") == texts[index])
                #expect(try row.decode(Data.self, "data") == Data([0, 1, 255, UInt8(index)]))
                #expect(try row.decode(String.self, "mark") == "?")
            }
        }
    }

    @Test("aggregates read as the same numbers (PostgreSQL's sum is a numeric)", arguments: EngineKind.allCases)
    func aggregates(kind: EngineKind) async throws {
        try await kind.withEngine(label: "aggregates") { engine in
            let (count, sum, average, flag) = try await engine.write { tx in
                try tx.execute("CREATE TABLE vote (weight INTEGER NOT NULL)")
                for weight in [1, 2, 3, 4] { try tx.execute("INSERT INTO vote (weight) VALUES (?)", [weight]) }
                let row = try #require(try tx.row("SELECT count(*) AS n, sum(weight) AS total, avg(weight) AS mean, 3 > 2 AS yes FROM vote"))
                return (try row.decode(Int.self, "n"), try row.decode(Int64.self, "total"),
                        try row.decode(Double.self, "mean"), try row.decode(Bool.self, "yes"))
            }
            #expect(count == 4)
            #expect(sum == 10)
            #expect(average == 2.5)
            #expect(flag)
        }
    }

    @Test("execute says how many rows it changed", arguments: EngineKind.allCases)
    func changedRows(kind: EngineKind) async throws {
        try await kind.withEngine(label: "changes") { engine in
            let (updated, deleted, none) = try await engine.write { tx in
                try tx.execute("CREATE TABLE item (id INTEGER PRIMARY KEY, open INTEGER NOT NULL)")
                for id in 1...5 { try tx.execute("INSERT INTO item (id, open) VALUES (?, ?)", [id, id % 2]) }
                return (try tx.execute("UPDATE item SET open = 0 WHERE open = ?", [1]),
                        try tx.execute("DELETE FROM item WHERE id > ?", [3]),
                        try tx.execute("DELETE FROM item WHERE id > ?", [100]))
            }
            #expect(updated == 3)
            #expect(deleted == 2)
            #expect(none == 0)
        }
    }

    @Test("a body that throws leaves nothing behind", arguments: EngineKind.allCases)
    func rollback(kind: EngineKind) async throws {
        try await kind.withEngine(label: "rollback") { engine in
            try await engine.write { tx in try tx.execute("CREATE TABLE note (text TEXT NOT NULL)") }
            await #expect(throws: Boom.self) {
                try await engine.write { tx in
                    try tx.execute("INSERT INTO note (text) VALUES (?)", ["half-written"])
                    throw Boom()
                }
            }
            let count = try await engine.read { tx in try tx.value(Int.self, "SELECT count(*) FROM note") }
            #expect(count == 0)
        }
    }

    @Test("a statement the engine refuses is an error, and the next transaction works", arguments: EngineKind.allCases)
    func refusedStatement(kind: EngineKind) async throws {
        try await kind.withEngine(label: "refused") { engine in
            await #expect(throws: (any Error).self) {
                try await engine.write { tx in try tx.execute("INSERT INTO no_such_table VALUES (1)") }
            }
            let one = try await engine.read { tx in try tx.value(Int.self, "SELECT 1") }
            #expect(one == 1)
        }
    }

    @Test("a read sees one snapshot and cannot write", arguments: EngineKind.allCases)
    func readOnly(kind: EngineKind) async throws {
        try await kind.withEngine(label: "readonly") { engine in
            try await engine.write { tx in try tx.execute("CREATE TABLE t (x INTEGER)") }
            await #expect(throws: (any Error).self) {
                try await engine.read { tx in try tx.execute("INSERT INTO t (x) VALUES (1)") }
            }
        }
    }
}
