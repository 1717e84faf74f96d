import SQLStore

/// One consistent read of the database, for a command that needs several facts at once — find
/// the member someone named, then list that member's questions. Its methods run synchronously
/// inside the read transaction `TownhallDatabase.reading` opened; a snapshot must not be kept
/// past that closure.
///
/// Why it exists: each async read of `TownhallDatabase` is a trip to a reader thread and back,
/// which costs more than a small query itself; a command that needs three facts makes one trip,
/// not three.
public struct ReadSnapshot {
    /// The read transaction, on either engine.
    let tx: any SQLTransaction
}

extension TownhallDatabase {
    /// Runs `body` on a snapshot of the database (one read transaction, one trip to a reader).
    /// Errors `body` throws — a command's one-line refusal, say — come out unchanged. On
    /// PostgreSQL the snapshot is a read-only engine transaction.
    public func reading<T: Sendable>(_ body: @escaping @Sendable (ReadSnapshot) throws -> T) async throws -> T {
        try await engine.read { tx in try body(ReadSnapshot(tx: tx)) }
    }
}
