import Foundation
import SQLStore

extension TownhallDatabase {
    /// Batches with at least this many requests create their first-time accounts ahead.
    static let accountsAheadBatchSize = 32

    /// Creates the account rows of `accounts` that do not exist yet, in a short READ COMMITTED
    /// transaction of their own, before a SERIALIZABLE batch that needs them (PostgreSQL, batches
    /// of at least `accountsAheadBatchSize` requests).
    ///
    /// Why: a SERIALIZABLE batch that inserts accounts reads and writes the pages of the account
    /// index that the other process's batches read and write too, so in a surge of first-time
    /// voters through two processes many batches ran again (`UpvoteSurgeTests`, three runs: 19, 11
    /// and 30 of 49–59 transactions; 7 of 61 with every account made before the surge; 3–10 of
    /// 53–56 with this). Made ahead, the batch only looks its accounts up. An account row with nothing else in it is harmless if the batch
    /// then fails, and the batch still creates an account that is missing (deleted in between),
    /// as before. Small batches skip this: running one again is cheap, and the extra transaction
    /// would cost every upvote of a quiet bot a round trip. Accounts are made in one order (by
    /// network and name), so two processes making the same ones never wait for each other in a
    /// circle. With `existing`, only accounts it has not seen exist are made (none: no transaction),
    /// and the batch's accounts are remembered once they are there.
    static func createAccountsAhead(_ accounts: [AccountIdentity], at date: Date, on engine: any SQLEngine,
                                    existing: ExistingAccounts? = nil) async throws {
        guard engine.dialect == .postgres, accounts.count >= accountsAheadBatchSize else { return }
        let unknown = existing?.unknown(among: accounts) ?? Array(Set(accounts))
        guard !unknown.isEmpty else { return }
        let pairs = unknown.map { [$0.network, $0.name] }.sorted { $0.lexicographicallyPrecedes($1) }
        let list = try JSONListArgument.text(pairs)
        let created = try await engine.write(isolation: .readCommitted) { tx in
            try tx.rows("""
                INSERT INTO account (network, name, created_at)
                SELECT pair->>0, pair->>1, ? FROM json_array_elements(CAST(? AS json)) AS pair
                ON CONFLICT (network, name) DO NOTHING RETURNING id
                """, [date, list]).count
        }
        AccountCreations.record(created)
        existing?.remember(unknown)
    }
}
