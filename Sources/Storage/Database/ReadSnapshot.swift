import GRDB

/// One consistent read of the database, for a command that needs several facts at once — find
/// the member someone named, then list that member's questions. Its methods run synchronously
/// inside the read transaction `TownhallDatabase.reading` opened; a snapshot must not be kept
/// past that closure.
///
/// Why it exists: each async read of `TownhallDatabase` is a trip to a reader thread and back,
/// which on a small machine costs more than a small query (about 0.15 ms at the median, more in
/// the tail). A command that makes one trip instead of three answers in about half the time.
public struct ReadSnapshot {
    let db: Database

    /// The same read transaction behind the engine-neutral interface: features ported to
    /// `SQLEngine` read through it, those not yet ported through `db` (issue 17).
    var tx: any SQLTransaction { SQLiteTransaction(db: db) }
}

extension TownhallDatabase {
    /// Runs `body` on a snapshot of the database (one read transaction, one trip to a reader).
    /// Errors `body` throws — a command's one-line refusal, say — come out unchanged. Snapshots
    /// are GRDB's, SQLite only: on PostgreSQL this throws `StorageError.notOnPostgres` naming the
    /// caller's feature (its folder).
    public func reading<T: Sendable>(file: String = #filePath, _ body: @Sendable (ReadSnapshot) throws -> T) async throws -> T {
        try await writer.read(file: file) { db in try body(ReadSnapshot(db: db)) }
    }
}
