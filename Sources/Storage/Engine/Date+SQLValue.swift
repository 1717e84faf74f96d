import Foundation
import GRDB

/// A date is stored as TEXT in GRDB's format, `yyyy-MM-dd HH:mm:ss.SSS` in UTC, on both engines:
/// that is what every existing SQLite file already holds, so those files read the same through
/// the engine, and `townhall copy` moves dates between engines as plain text.
///
/// Both directions go through GRDB's own conversion rather than a copy of it, so a date written
/// through the engine is byte for byte what GRDB writes, and reading accepts everything GRDB
/// accepts (SQLite date strings with or without time, seconds or milliseconds; numbers as
/// seconds since 1970).
extension Date: SQLValueConvertible {
    public var sqlValue: SQLValue { SQLiteTransaction.value(databaseValue) }

    public init?(sqlValue: SQLValue) {
        guard let date = Date.fromDatabaseValue(SQLiteTransaction.databaseValue(sqlValue)) else { return nil }
        self = date
    }
}
