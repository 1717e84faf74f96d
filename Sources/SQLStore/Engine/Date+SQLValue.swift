import Foundation
import GRDB

/// A date is stored as TEXT in GRDB's format, `yyyy-MM-dd HH:mm:ss.SSS` in UTC, on both engines:
/// that is what every existing SQLite file already holds, so those files read the same through
/// the engine, and `townhall copy` moves dates between engines as plain text.
///
/// Writing is by hand (`StoredDateText`, byte for byte GRDB's text, checked against GRDB's own
/// formatter in the tests) so that storing a date does not load ICU; dates outside 1583…9999
/// still go through GRDB. Reading goes through GRDB's conversion and accepts everything GRDB
/// accepts (SQLite date strings with or without time, seconds or milliseconds; numbers as
/// seconds since 1970).
extension Date: SQLValueConvertible {
    public var sqlValue: SQLValue {
        StoredDateText.text(of: self).map(SQLValue.text) ?? SQLiteTransaction.value(databaseValue)
    }

    public init?(sqlValue: SQLValue) {
        guard let date = Date.fromDatabaseValue(SQLiteTransaction.databaseValue(sqlValue)) else { return nil }
        self = date
    }
}
