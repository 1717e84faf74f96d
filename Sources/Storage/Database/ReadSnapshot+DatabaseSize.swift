import SQLStore

extension ReadSnapshot {
    /// The database's size in bytes as its engine counts it: SQLite's pages (the main file; the
    /// WAL comes and goes), PostgreSQL's `pg_database_size`.
    public func databaseBytes() throws -> Int64 {
        let sql = switch tx.dialect {
        case .sqlite: "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()"
        case .postgres: "SELECT pg_database_size(current_database())"
        }
        return try tx.row(sql)?.decode(at: 0) ?? 0
    }
}
