import Foundation
import GRDB

/// Statements on the GRDB connection of the transaction in progress.
struct SQLiteTransaction: SQLTransaction {
    let db: Database

    var dialect: SQLDialect { .sqlite }

    // Statements are prepared once per connection and kept (GRDB's statement cache): features run
    // the same few statements on every command, and preparing one costs about as much as running
    // it. Text with several statements (a `;` inside) cannot be cached and is prepared each time.
    // The `;` is looked for in the UTF-8 bytes: `contains(";")` goes through Foundation's
    // locale-aware string search (CFStringFindWithOptionsAndLocale in the profile).
    func execute(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> Int {
        if sql.utf8.contains(UInt8(ascii: ";")) {
            try db.execute(sql: sql, arguments: Self.arguments(arguments))
        } else {
            try db.cachedStatement(sql: sql).execute(arguments: Self.arguments(arguments))
        }
        return db.changesCount
    }

    func rows(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> [SQLRow] {
        // A cursor reads each row in place (`fetchAll` would copy every row first), and the column
        // names come from the statement once: the upvote path runs several one-row queries per upvote.
        let statement = try db.cachedStatement(sql: sql)
        let cursor = try Row.fetchCursor(statement, arguments: Self.arguments(arguments))
        let columns = statement.columnNames
        var rows: [SQLRow] = []
        while let row = try cursor.next() {
            rows.append(SQLRow(columns: columns, values: row.databaseValues.map(Self.value)))
        }
        return rows
    }

    // One value straight from the statement: no row array, no column names.
    func firstValue(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> SQLValue? {
        let statement = try db.cachedStatement(sql: sql)
        return try DatabaseValue.fetchOne(statement, arguments: Self.arguments(arguments)).map(Self.value)
    }

    // Values handed over as optional existentials, so that GRDB takes its initializer that maps
    // with a closure: given `[DatabaseValue]` it takes the generic one, which maps with a key
    // path made and applied at run time on every statement, a visible share of an upvote's CPU.
    static func arguments(_ values: [any SQLValueConvertible]) -> StatementArguments {
        StatementArguments(values.map { databaseValue($0.sqlValue) as (any DatabaseValueConvertible)? })
    }

    static func databaseValue(_ value: SQLValue) -> DatabaseValue {
        switch value {
        case .null: .null
        case .integer(let integer): integer.databaseValue
        case .real(let real): real.databaseValue
        case .text(let text): text.databaseValue
        case .blob(let bytes): Data(bytes).databaseValue
        }
    }

    static func value(_ value: DatabaseValue) -> SQLValue {
        switch value.storage {
        case .null: .null
        case .int64(let integer): .integer(integer)
        case .double(let real): .real(real)
        case .string(let text): .text(text)
        case .blob(let data): .blob(Array(data))
        }
    }
}
