import Foundation
import SQLStore

extension TownhallDatabase {
    /// Queues `mail` for `owner` (a copy of a letter, a confirmation code); returns once committed.
    public func queueMail(_ mail: OutgoingMail, for owner: AccountIdentity, at date: Date) async throws {
        try await engine.write { tx in
            let ownerID = try Self.ensureAccount(owner, at: date, in: tx)
            try Self.queue(mail, owner: ownerID, at: date, in: tx)
        }
    }

    /// Claims up to `limit` emails due at `date` and marks them `sending` (committed before any
    /// is handed to the server), each held for `lease`: its next attempt is due only when the
    /// lease is over. So a mail is claimed once, whichever of several deliverers (one per bot
    /// process on a shared database) asks, and a row still `sending` after its lease is due
    /// again: its attempt died with its bot, between the server's acceptance and our commit or
    /// before it; sending it again (with the same Message-ID) is the one repeat the design allows.
    ///
    /// On PostgreSQL the due rows are locked as they are chosen and rows another process is
    /// claiming at that moment are skipped (`FOR UPDATE … SKIP LOCKED`), so two deliverers take
    /// different mail instead of one waiting for — or conflicting with — the other.
    public func claimDueMail(at date: Date, limit: Int, lease: TimeInterval = OutgoingMail.claimLease) async throws -> [ClaimedMail] {
        let leaseEnd = date.addingTimeInterval(lease)
        return try await engine.write(isolation: ClaimedRows.isolation) { tx in
            let lock = ClaimedRows.lockClause(alias: "m", in: tx)
            let rows = try tx.rows("""
                SELECT m.id, m.purpose, m.to_address, m.reply_to, m.subject, m.body, m.message_id, m.letter_id,
                       m.bioguide_id, m.attempts, a.network, a.name
                FROM outgoing_mail m LEFT JOIN account a ON a.id = m.account_id
                WHERE m.status IN ('queued', 'sending') AND m.next_attempt_at <= ? ORDER BY m.next_attempt_at, m.id LIMIT ?
                """ + lock, [date, limit])
            return try rows.map { row in
                let id: Int64 = try row.decode("id")
                try tx.execute("""
                    UPDATE outgoing_mail SET status = 'sending', attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
                    WHERE id = ?
                    """, [leaseEnd, date, id])
                let letterID: Int64? = try row.decode("letter_id")
                let official: String? = try row.decode("bioguide_id")
                if let letterID, let official {
                    try tx.execute("""
                        UPDATE letter_recipient SET status = 'sending', updated_at = ? WHERE letter_id = ? AND bioguide_id = ?
                        """, [date, letterID, official])
                }
                let mail = OutgoingMail(
                    purpose: OutgoingMail.Purpose(rawValue: try row.decode("purpose")) ?? .copy, to: try row.decode("to_address"),
                    replyTo: try row.decode("reply_to"), subject: try row.decode("subject"), body: try row.decode("body"),
                    messageID: try row.decode("message_id"), letterID: letterID, official: official.map { OfficialID($0) })
                let network: String? = try row.decode("network")
                let owner = try network.map { AccountIdentity(network: $0, name: try row.decode("name")) }
                return ClaimedMail(id: id, mail: mail, attempts: try row.decode(Int.self, "attempts") + 1, owner: owner)
            }
        }
    }

    /// Moves the lease of the mails in `claims` that this claim still holds to `leaseEnd`, so a
    /// batch that outlasts `OutgoingMail.claimLease` is not claimed (and sent) a second time by
    /// another deliverer meanwhile. Returns how many claims still held; a mail another deliverer
    /// claimed since (its attempts moved on) or that is no longer `sending` is left alone.
    @discardableResult
    public func renewMailClaims(_ claims: [ClaimedMail], until leaseEnd: Date, at date: Date) async throws -> Int {
        guard !claims.isEmpty else { return 0 }
        return try await engine.write { tx in
            var held = 0
            for claim in claims {
                held += try tx.execute("""
                    UPDATE outgoing_mail SET next_attempt_at = ?, updated_at = ?
                    WHERE id = ? AND status = 'sending' AND attempts = ?
                    """, [leaseEnd, date, claim.id, claim.attempts])
            }
            return held
        }
    }

    /// Records how the attempt at `claim` ended — only while the claim still holds: the row is
    /// still `sending` on this claim's attempt. When the lease ran out and another deliverer
    /// claimed the mail since (or already recorded it), this completion changes nothing and
    /// returns false, so a late deliverer cannot overwrite the newer attempt's outcome. The
    /// letter's recipient row follows, and a permanent failure's notice is queued as a DM to the
    /// owner in the same transaction.
    @discardableResult
    public func completeMail(_ claim: ClaimedMail, _ result: MailAttemptResult, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            let status: String, reason: String?, retryAt: Date?
            switch result {
            case .sent: (status, reason, retryAt) = ("sent", nil, nil)
            case .retry(let at, let why): (status, reason, retryAt) = ("queued", why, at)
            case .failed(let why, _): (status, reason, retryAt) = ("failed", why, nil)
            }
            let changed = try tx.execute("""
                UPDATE outgoing_mail SET status = ?, reason = ?, next_attempt_at = COALESCE(?, next_attempt_at), updated_at = ?
                WHERE id = ? AND status = 'sending' AND attempts = ?
                """, [status, reason, retryAt, date, claim.id, claim.attempts])
            guard changed > 0 else { return false }
            try tx.execute("""
                UPDATE letter_recipient SET status = ?, reason = ?, updated_at = ?
                WHERE (letter_id, bioguide_id) = (SELECT letter_id, bioguide_id FROM outgoing_mail WHERE id = ?)
                """, [status, reason, date, claim.id])
            if case .failed(_, let notice?) = result {
                try tx.execute("""
                    INSERT INTO notification (account_id, dedupe_key, text, created_at)
                    SELECT account_id, 'mail-failed-' || id, ?, ? FROM outgoing_mail WHERE id = ? AND account_id IS NOT NULL
                    ON CONFLICT (account_id, dedupe_key) DO NOTHING
                    """, [notice, date, claim.id])
            }
            return true
        }
    }

    static func queue(_ mail: OutgoingMail, owner: Int64?, at date: Date, in tx: any SQLTransaction) throws {
        try tx.execute("""
            INSERT INTO outgoing_mail (account_id, letter_id, bioguide_id, purpose, to_address, reply_to, subject, body,
                                       message_id, status, next_attempt_at, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?)
            """, [owner, mail.letterID, mail.official, mail.purpose.rawValue, mail.to, mail.replyTo,
                  mail.subject, mail.body, mail.messageID, date, date, date])
    }
}
