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

    /// Runs `body` on a snapshot that may be a standby's, up to `max_replica_lag` behind (see
    /// `SQLEngine.read(mayLagFor:_:)`): for the heavy read-only commands (feeds, searches, `top`,
    /// `vote`, `bill`), whose answers a few seconds old are still right. `account`'s reads stay
    /// on the primary just after a write of theirs was acknowledged, so a person always sees
    /// their own upvote or report. Without standbys (and on SQLite) it is `reading`.
    public func reading<T: Sendable>(mayLagFor account: AccountIdentity?,
                                     _ body: @escaping @Sendable (ReadSnapshot) throws -> T) async throws -> T {
        try await engine.read(mayLagFor: account.map(Self.readerKey) ?? "") { tx in try body(ReadSnapshot(tx: tx)) }
    }

    /// Runs `body` (one person's command) as `account`: its acknowledged writes keep that
    /// person's stale-allowed reads on the primary for a while (`ReadYourWrites`). Runs where its
    /// caller runs, `body` too: the chat core calls it around every command.
    public nonisolated(nonsending) static func acting<T>(for account: AccountIdentity?,
                                                         _ body: nonisolated(nonsending) () async throws -> T) async rethrows -> T {
        try await ReadYourWrites.$account.withValue(account.map(readerKey)) { try await body() }
    }

    /// One account as `ReadYourWrites` keys it: the network and the name as services compare it.
    static func readerKey(_ account: AccountIdentity) -> String {
        "\(account.network)\u{0}\(AccountIdentity.folded(account.name))"
    }
}
