import Foundation
import SQLStore

extension TownhallDatabase {
    /// Takes the lock `name` for `holder` until `date + duration`, in one conditional write: a
    /// new row, or the row of a holder whose lease ran out by `date`. Whoever else holds it
    /// unexpired keeps it (`.held`). A plain table row, so it works alike on SQLite, PostgreSQL
    /// and the distributed engines that have no advisory locks, and between machines.
    public func takeLock(_ name: String, holder: String, at date: Date, for duration: TimeInterval) async throws -> LockOutcome {
        let lease = LockLease(name: name, holder: holder, token: UUID().uuidString, takenAt: date,
                              expiresAt: date.addingTimeInterval(duration))
        return try await engine.write { tx in
            let taken = try tx.execute("""
                INSERT INTO townhall_lock (name, holder, token, taken_at, expires_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, token = excluded.token,
                    taken_at = excluded.taken_at, expires_at = excluded.expires_at
                WHERE townhall_lock.expires_at <= ?
                """, [name, lease.holder, lease.token, lease.takenAt, lease.expiresAt, date])
            if taken > 0 { return .taken(lease) }
            guard let row = try tx.row("SELECT holder, taken_at FROM townhall_lock WHERE name = ?", [name]) else {
                throw StorageError.rowVanished("lock \(name)")
            }
            return .held(by: try row.decode("holder"), since: try row.decode("taken_at"))
        }
    }

    /// Moves the end of `lease` to `date + duration`. False when it is no longer ours (it
    /// expired and someone else took it): the caller must stop what the lock guarded.
    public func renewLock(_ lease: LockLease, at date: Date, for duration: TimeInterval) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("UPDATE townhall_lock SET expires_at = ? WHERE name = ? AND token = ?",
                           [date.addingTimeInterval(duration), lease.name, lease.token]) > 0
        }
    }

    /// Gives `lease` up at once (nothing happens if someone else holds the lock by now).
    public func releaseLock(_ lease: LockLease) async throws {
        try await engine.write { tx in
            _ = try tx.execute("DELETE FROM townhall_lock WHERE name = ? AND token = ?", [lease.name, lease.token])
        }
    }
}
