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
    /// The read transaction behind the engine-neutral interface: features ported to `SQLEngine`
    /// read through it, on either engine.
    let tx: any SQLTransaction
    /// The GRDB connection of the same transaction (SQLite only), nil on PostgreSQL.
    private let connection: Database?
    /// The feature that opened the snapshot, named when an unported read refuses on PostgreSQL.
    private let caller: String

    /// For features not yet ported (issue 17): the GRDB connection of this transaction. On
    /// PostgreSQL there is none, and a read through it throws `StorageError.notOnPostgres` naming
    /// the feature that opened the snapshot, instead of crashing.
    var db: Database {
        get throws {
            guard let connection else { throw StorageError.notOnPostgres(feature: caller) }
            return connection
        }
    }

    init(sqlite db: Database) {
        tx = SQLiteTransaction(db: db)
        connection = db
        caller = ""
    }

    init(engine tx: any SQLTransaction, caller: String) {
        self.tx = tx
        connection = nil
        self.caller = caller
    }
}

extension TownhallDatabase {
    /// Runs `body` on a snapshot of the database (one read transaction, one trip to a reader).
    /// Errors `body` throws — a command's one-line refusal, say — come out unchanged. On
    /// PostgreSQL the snapshot is a read-only engine transaction: reads of ported features work,
    /// and an unported one throws `StorageError.notOnPostgres` naming the caller's feature (its folder).
    public func reading<T: Sendable>(file: String = #filePath, _ body: @escaping @Sendable (ReadSnapshot) throws -> T) async throws -> T {
        guard engine.dialect == .postgres else {
            return try await writer.read(file: file) { db in try body(ReadSnapshot(sqlite: db)) }
        }
        let caller = SQLiteOnlyWriter.feature(of: file)
        return try await engine.read { tx in try body(ReadSnapshot(engine: tx, caller: caller)) }
    }
}
