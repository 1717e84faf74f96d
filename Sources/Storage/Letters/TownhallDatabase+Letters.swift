import Foundation
import SQLStore

extension TownhallDatabase {
    /// Starts a draft for `account` (from template `templateID` when given) and returns its id.
    public func startLetter(by account: AccountIdentity, template templateID: Int64?, body: String,
                            recipients: [OfficialID], stage: Letter.Stage, at date: Date) async throws -> Int64 {
        try await engine.write { tx in
            let authorID = try Self.ensureAccount(account, at: date, in: tx)
            guard let id = try tx.value(Int64.self, """
                INSERT INTO letter (author_id, template_id, body, stage, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
                RETURNING id
                """, [authorID, templateID, body, stage.rawValue, date, date]) else {
                throw StorageError.rowVanished("the new letter of \(account)")
            }
            try Self.writeRecipients(recipients, of: id, at: date, in: tx)
            return id
        }
    }

    /// Changes `account`'s draft `id` in one transaction; nil when there is no such draft of
    /// theirs (someone else's, sent, or missing), else the draft as changed.
    public func updateDraft(_ id: Int64, by account: AccountIdentity, at date: Date,
                            _ change: @escaping @Sendable (inout Letter) throws -> Void) async throws -> Letter? {
        try await engine.write { tx in
            guard var letter = try ReadSnapshot.letter(id, in: tx), letter.author.isSame(as: account),
                  letter.stage != .sent else { return nil }
            let before = letter
            try change(&letter)
            try tx.execute("UPDATE letter SET body = ?, signature = ?, stage = ?, updated_at = ? WHERE id = ?",
                           [letter.body, letter.signature, letter.stage.rawValue, date, id])
            if letter.recipients.map(\.official) != before.recipients.map(\.official) {
                try tx.execute("DELETE FROM letter_recipient WHERE letter_id = ?", [id])
                try Self.writeRecipients(letter.recipients.map(\.official), of: id, at: date, in: tx)
            }
            letter.updatedAt = date
            return letter
        }
    }

    /// Sends draft `id`: every recipient row takes its delivery (an email is queued in the same
    /// transaction), and the letter's fingerprint is kept for the nudge of later letters.
    public func sendLetter(_ id: Int64, by account: AccountIdentity, deliveries: [OfficialID: LetterDelivery],
                           fingerprint: Data, at date: Date) async throws -> LetterSendOutcome {
        try await engine.write { tx in
            guard let letter = try ReadSnapshot.letter(id, in: tx), letter.author.isSame(as: account) else { return .notFound }
            if letter.stage == .sent { return .alreadySent }
            guard !letter.recipients.isEmpty, !letter.body.isEmpty else { return .incomplete }
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            for recipient in letter.recipients {
                let status: LetterRecipient.Status
                switch deliveries[recipient.official] ?? .yourTurn {
                case .email(let mail):
                    try Self.queue(mail, owner: accountID, at: date, in: tx)
                    status = .queued
                case .yourTurn:
                    status = .yourTurn
                }
                try tx.execute("""
                    UPDATE letter_recipient SET status = ?, updated_at = ? WHERE letter_id = ? AND bioguide_id = ?
                    """, [status.rawValue, date, id, recipient.official])
                try tx.execute("""
                    INSERT INTO letter_fingerprint (bioguide_id, sent_at, letter_id, minhash) VALUES (?, ?, ?, ?)
                    ON CONFLICT DO NOTHING
                    """, [recipient.official, date, id, fingerprint])
            }
            try tx.execute("UPDATE letter SET stage = 'sent', sent_at = ?, updated_at = ? WHERE id = ?", [date, date, id])
            return .sent
        }
    }

    /// `sent L9`: the writer says they sent the your-turn copies themselves. Returns how many
    /// recipient rows changed; nil when the letter is not theirs or not sent yet.
    public func markLetterSentByHand(_ id: Int64, by account: AccountIdentity, at date: Date) async throws -> Int? {
        try await engine.write { tx in
            guard let letter = try ReadSnapshot.letter(id, in: tx), letter.author.isSame(as: account),
                  letter.stage == .sent else { return nil }
            return try tx.execute("""
                UPDATE letter_recipient SET status = 'sent', updated_at = ? WHERE letter_id = ? AND status = 'your-turn'
                """, [date, id])
        }
    }

    /// Deletes `account`'s draft `id`. False if it is not a draft of theirs.
    public func deleteDraft(_ id: Int64, by account: AccountIdentity) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                DELETE FROM letter WHERE id = ? AND stage <> 'sent'
                AND author_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                """, [id, account.network, account.name]) > 0
        }
    }

    private static func writeRecipients(_ recipients: [OfficialID], of id: Int64, at date: Date, in tx: any SQLTransaction) throws {
        for (position, official) in recipients.enumerated() {
            try tx.execute("""
                INSERT INTO letter_recipient (letter_id, bioguide_id, position, status, updated_at) VALUES (?, ?, ?, 'draft', ?)
                ON CONFLICT DO NOTHING
                """, [id, official, position, date])
        }
    }
}
