import Foundation

extension TownhallDatabase {
    /// Proves the database takes a write now, for `/readyz`: a lock row inserted and deleted in
    /// one committed transaction, so the write lock, the journal and the commit are all exercised
    /// and nothing is left behind. A read-only file, a full disk or a PostgreSQL server in
    /// recovery throws.
    public func probeWrite(at date: Date = Date()) async throws {
        let name = "readiness probe \(UUID().uuidString)"
        try await engine.write { tx in
            _ = try tx.execute("""
                INSERT INTO townhall_lock (name, holder, token, taken_at, expires_at) VALUES (?, ?, ?, ?, ?)
                """, [name, "readyz", name, date, date])
            _ = try tx.execute("DELETE FROM townhall_lock WHERE name = ?", [name])
        }
    }
}
