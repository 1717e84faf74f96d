import GRDB
import SQLStore

extension TownhallDatabase {
    /// True when `error` says a write found no room: SQLITE_FULL, from a full disk or a file at
    /// its `max_page_count`. The transaction it ended was rolled back, so nothing of it was saved;
    /// the same write works again once there is room. On PostgreSQL: disk_full (SQLSTATE 53100),
    /// after which the server rolled the transaction back too.
    public static func isFull(_ error: any Error) -> Bool {
        if case SQLEngineError.statement(sqlState: "53100", _) = error { return true }
        return (error as? DatabaseError)?.resultCode == .SQLITE_FULL
    }
}

extension TownhallDatabase {
    /// True when `error` says the database could not be reached (a PostgreSQL server down or
    /// refusing connections): nothing went wrong with the request itself, and the engine opens
    /// new connections once the server is back.
    public static func isUnreachable(_ error: any Error) -> Bool {
        if case .unreachable? = error as? SQLEngineError { return true }
        return false
    }
}
