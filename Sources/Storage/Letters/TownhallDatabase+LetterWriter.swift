import Foundation
import SQLStore

extension TownhallDatabase {
    /// Sets the name `account` signs letters with and/or their city (nil leaves a field as it is).
    public func updateLetterWriter(_ account: AccountIdentity, signatureName: String? = nil, city: String? = nil,
                                   at date: Date) async throws {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            // the existing row's columns are named through the table (PostgreSQL finds a bare
            // `city` ambiguous beside `excluded.city`)
            try tx.execute("""
                INSERT INTO letter_writer (account_id, signature_name, city) VALUES (?, ?, ?)
                ON CONFLICT (account_id) DO UPDATE SET
                    signature_name = COALESCE(excluded.signature_name, letter_writer.signature_name),
                    city = COALESCE(excluded.city, letter_writer.city)
                """, [accountID, signatureName, city])
        }
    }

    /// Remembers `email` as waiting for `code` until `expires`, and queues `mail` (the code) in
    /// the same transaction, so a code is never stored without being sent or sent without
    /// being stored.
    ///
    /// Nothing is written past any of `limits` (`email` would otherwise let anyone mail strangers
    /// as often as they type it). The codes are counted in `email_code_sent`, by keyed hashes of
    /// the account and of the address (`EmailCodeKeys`), not in `outgoing_mail`: those rows go
    /// with the account on `forget me`, and the caps must not. Counters older than a day are
    /// pruned here.
    public func startEmailConfirmation(_ account: AccountIdentity, email: String, code: String, expires: Date,
                                       mail: OutgoingMail, limits: EmailCodeLimits = EmailCodeLimits(),
                                       at date: Date) async throws -> EmailCodeOutcome {
        try await engine.write { tx in
            let day: TimeInterval = 86_400, hour: TimeInterval = 3_600
            try tx.execute("DELETE FROM email_code_sent WHERE sent_at <= ?", [date.addingTimeInterval(-day)])
            let key = try EmailCodeKeys.key(at: date, in: tx)
            let accountKey = EmailCodeKeys.account(account, key: key)
            let addressKey = EmailCodeKeys.address(email, key: key)
            // each cap: the codes in its window, and when enough of them leave it for one more
            func refusal(_ cap: EmailCodeRefusal.Cap, limit: Int, window: TimeInterval, filter: String,
                         _ arguments: [any SQLValueConvertible]) throws -> EmailCodeRefusal? {
                let since: [any SQLValueConvertible] = [date.addingTimeInterval(-window)]
                let counted = try tx.value(Int.self, "SELECT COUNT(*) FROM email_code_sent WHERE sent_at > ?" + filter,
                                           since + arguments) ?? 0
                guard counted >= limit else { return nil }
                let freeing = try tx.value(Date.self, """
                    SELECT sent_at FROM email_code_sent WHERE sent_at > ?\(filter) ORDER BY sent_at LIMIT 1 OFFSET ?
                    """, since + arguments + [counted - limit]) ?? date
                return EmailCodeRefusal(cap: cap, limit: limit, retryAt: freeing.addingTimeInterval(window))
            }
            let refusals = try [
                refusal(.account, limit: limits.perAccountPerDay, window: day, filter: " AND account_key = ?", [accountKey]),
                refusal(.address, limit: limits.perAddressPerDay, window: day, filter: " AND address_key = ?", [addressKey]),
                refusal(.everyone, limit: limits.perHour, window: hour, filter: "", []),
            ].compactMap { $0 }
            if let latest = refusals.max(by: { $0.retryAt < $1.retryAt }) { return .refused(latest) }
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("""
                INSERT INTO letter_writer (account_id, pending_email, pending_code, pending_expires_at, pending_attempts)
                VALUES (?, ?, ?, ?, 0)
                ON CONFLICT (account_id) DO UPDATE SET pending_email = excluded.pending_email,
                    pending_code = excluded.pending_code, pending_expires_at = excluded.pending_expires_at, pending_attempts = 0
                """, [accountID, email, code, expires])
            try tx.execute("INSERT INTO email_code_sent (account_key, address_key, sent_at) VALUES (?, ?, ?)",
                           [accountKey, addressKey, date])
            try Self.queue(mail, owner: accountID, at: date, in: tx)
            return .queued
        }
    }

    /// Checks `code` against `account`'s pending address: the right code within its time makes
    /// it their address; `maxAttempts` wrong ones drop it.
    public func confirmEmail(_ account: AccountIdentity, code: String, maxAttempts: Int,
                             at date: Date) async throws -> EmailConfirmationOutcome {
        try await engine.write { tx in
            guard let row = try tx.row("""
                SELECT w.account_id, w.pending_email, w.pending_code, w.pending_expires_at, w.pending_attempts
                FROM letter_writer w JOIN account a ON a.id = w.account_id
                WHERE a.network = ? AND a.name = ? AND w.pending_email IS NOT NULL
                """, [account.network, account.name]) else { return .nothingPending }
            let accountID: Int64 = try row.decode("account_id"), email: String = try row.decode("pending_email")
            let expected: String = try row.decode("pending_code"), expires: Date = try row.decode("pending_expires_at")
            let attempts: Int = try row.decode("pending_attempts")
            let clear = """
                UPDATE letter_writer SET pending_email = NULL, pending_code = NULL, pending_expires_at = NULL,
                    pending_attempts = 0 WHERE account_id = ?
                """
            if date > expires {
                try tx.execute(clear, [accountID])
                return .expired
            }
            if code == expected {
                try tx.execute(clear, [accountID])
                try tx.execute("UPDATE letter_writer SET email = ? WHERE account_id = ?", [email, accountID])
                return .confirmed(email: email)
            }
            let left = maxAttempts - attempts - 1
            if left <= 0 {
                try tx.execute(clear, [accountID])
            } else {
                try tx.execute("UPDATE letter_writer SET pending_attempts = pending_attempts + 1 WHERE account_id = ?",
                               [accountID])
            }
            return .wrongCode(attemptsLeft: max(left, 0))
        }
    }

    /// Forgets `account`'s email address (and any address waiting for a code).
    public func clearEmail(_ account: AccountIdentity) async throws {
        try await engine.write { tx in
            try tx.execute("""
                UPDATE letter_writer SET email = NULL, pending_email = NULL, pending_code = NULL, pending_expires_at = NULL
                WHERE account_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                """, [account.network, account.name])
        }
    }
}
