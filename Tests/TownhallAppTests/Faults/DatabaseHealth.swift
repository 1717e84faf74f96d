import Foundation
import GRDB

/// Whether a database is whole: SQLite's integrity check and foreign key check, one line per problem.
enum DatabaseHealth {
    static func problems(_ db: Database) throws -> [String] {
        var problems = try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" }
        // SQLite 3.40 (Debian 12's) reports "NULL value in T.C" for every row of a WITHOUT ROWID
        // table whose NOT NULL column C comes after the primary key columns, though none is NULL
        // (one CREATE TABLE and one INSERT show it). Such a line counts only when a row really is.
        problems = try problems.filter { line in
            guard line.hasPrefix("NULL value in "), case let parts = line.dropFirst(14).split(separator: "."),
                  parts.count == 2 else { return true }
            let nulls = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \"\(parts[0])\" WHERE \"\(parts[1])\" IS NULL") ?? 0
            return nulls > 0
        }
        problems += try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { "a row points at nothing: \($0)" }
        return problems
    }
}
