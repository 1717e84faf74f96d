import EngineTestSupport
import Foundation
import GRDB
@testable import SQLStore
import Testing

/// Dates go through the engine as the TEXT GRDB has always written (`yyyy-MM-dd HH:mm:ss.SSS`,
/// UTC), so existing SQLite files read the same and both engines store the same text.
@Suite("SQL engines: dates in GRDB's text format")
struct DateValueTests {
    /// Dates whose milliseconds are exact binary fractions, so they survive the text exactly.
    static let samples: [(date: Date, text: String)] = [
        (Date(timeIntervalSince1970: 0), "1970-01-01 00:00:00.000"),
        (Date(timeIntervalSince1970: 1_800_000_000.25), "2027-01-15 08:00:00.250"),
        (Date(timeIntervalSince1970: 951_782_400.875), "2000-02-29 00:00:00.875"),
        (Date(timeIntervalSince1970: -2_209_032_000), "1899-12-31 12:00:00.000"),
    ]

    @Test("a date is stored as GRDB's text and reads back equal", arguments: EngineKind.allCases)
    func roundTrip(kind: EngineKind) async throws {
        try await kind.withEngine(label: "dates") { engine in
            let rows = try await engine.write { tx -> [SQLRow] in
                try tx.execute("CREATE TABLE moment (id INTEGER PRIMARY KEY, at TEXT, maybe TEXT)")
                for (index, sample) in Self.samples.enumerated() {
                    try tx.execute("INSERT INTO moment (id, at, maybe) VALUES (?, ?, ?)", [index, sample.date, Date?.none])
                }
                return try tx.rows("SELECT at, maybe FROM moment ORDER BY id")
            }
            #expect(rows.count == Self.samples.count)
            for (row, sample) in zip(rows, Self.samples) {
                #expect(try row.decode(String.self, "at") == sample.text)
                #expect(try row.decode(Date.self, "at") == sample.date)
                #expect(try row.decode(Date?.self, "maybe") == nil)
            }
        }
    }

    @Test("text that is no date, or a NULL where a date must be, is an error", arguments: EngineKind.allCases)
    func notADate(kind: EngineKind) async throws {
        try await kind.withEngine(label: "notdates") { engine in
            let row = try #require(try await engine.read { tx in try tx.row("SELECT 'soon' AS word, NULL AS missing") })
            #expect(throws: SQLEngineError.self) { try row.decode(Date.self, "word") }
            #expect(throws: SQLEngineError.self) { try row.decode(Date.self, "missing") }
        }
    }

    @Test("a date GRDB wrote reads the same through the engine, and the other way round")
    func sameFileBothWays() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-dates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: directory.appendingPathComponent("dates.sqlite").path)
        let engine = SQLiteEngine(writer: pool)
        try await pool.write { db in try db.execute(sql: "CREATE TABLE moment (source TEXT, at DATETIME)") }
        for sample in Self.samples {
            try await pool.write { db in
                try db.execute(sql: "INSERT INTO moment (source, at) VALUES ('grdb', ?)", arguments: [sample.date])
            }
            try await engine.write { tx in try tx.execute("INSERT INTO moment (source, at) VALUES ('engine', ?)", [sample.date]) }
            let (engineRead, engineTexts) = try await engine.read { tx in
                (try tx.rows("SELECT at FROM moment ORDER BY rowid").map { try $0.decode(Date.self, "at") },
                 try tx.rows("SELECT at FROM moment ORDER BY rowid").map { try $0.decode(String.self, "at") })
            }
            let grdbRead = try await pool.read { db in try Date.fetchAll(db, sql: "SELECT at FROM moment ORDER BY rowid") }
            #expect(engineRead == [sample.date, sample.date])
            #expect(grdbRead == [sample.date, sample.date])
            #expect(engineTexts == [sample.text, sample.text])
            try await pool.write { db in try db.execute(sql: "DELETE FROM moment") }
        }
    }

    @Test("the shorter SQLite date forms GRDB accepts read as GRDB reads them",
          arguments: ["2026-11-23", "2026-11-23 20:19", "2026-11-23 20:19:46", "2026-11-23T20:19:46.5"])
    func shorterForms(text: String) async throws {
        let engine = try await EngineKind.sqlite.makeEngine()
        let viaEngine = try await engine.read { tx in try tx.value(Date.self, "SELECT ?", [text]) }
        let viaGRDB = Date.fromDatabaseValue(text.databaseValue)
        #expect(viaEngine != nil)
        #expect(viaEngine == viaGRDB)
    }
}
