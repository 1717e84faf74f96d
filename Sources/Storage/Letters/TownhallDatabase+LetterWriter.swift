import Foundation

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
    /// At most `perDay` codes an account in any 24 hours (false, nothing written, past that):
    /// `email` would otherwise let anyone mail strangers as often as they type it.
    @discardableResult
    public func startEmailConfirmation(_ account: AccountIdentity, email: String, code: String, expires: Date,
                                       mail: OutgoingMail, perDay: Int = 3, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            let recent = try tx.value(Int.self, """
                SELECT COUNT(*) FROM outgoing_mail WHERE account_id = ? AND purpose = 'confirmation' AND created_at > ?
                """, [accountID, date.addingTimeInterval(-86_400)]) ?? 0
            guard recent < perDay else { return false }
            try tx.execute("""
                INSERT INTO letter_writer (account_id, pending_email, pending_code, pending_expires_at, pending_attempts)
                VALUES (?, ?, ?, ?, 0)
                ON CONFLICT (account_id) DO UPDATE SET pending_email = excluded.pending_email,
                    pending_code = excluded.pending_code, pending_expires_at = excluded.pending_expires_at, pending_attempts = 0
                """, [accountID, email, code, expires])
            try Self.queue(mail, owner: accountID, at: date, in: tx)
            return true
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
