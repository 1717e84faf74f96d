import Foundation
import GRDB

extension ReadSnapshot {
    /// Letter `id` with its recipients in the order chosen, whoever wrote it (callers check).
    public func letter(_ id: Int64) throws -> Letter? {
        try Self.letter(id, in: db)
    }

    /// `account`'s letters, newest first: drafts only, or sent ones only.
    public func letters(of account: AccountIdentity, drafts: Bool, limit: Int = 200) throws -> [Letter] {
        let ids = try Int64.fetchAll(db, sql: """
            SELECT l.id FROM letter l JOIN account a ON a.id = l.author_id
            WHERE a.network = ? AND a.name = ? AND (l.stage = 'sent') = ? ORDER BY l.id DESC LIMIT ?
            """, arguments: [account.network, account.name, !drafts, limit])
        return try ids.compactMap { try Self.letter($0, in: db) }
    }

    /// What `account`'s letters know about them (all empty for someone who never wrote one).
    public func letterWriter(of account: AccountIdentity) throws -> LetterWriter {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT w.signature_name, w.city, w.email FROM letter_writer w JOIN account a ON a.id = w.account_id
            WHERE a.network = ? AND a.name = ?
            """, arguments: [account.network, account.name]) else { return LetterWriter() }
        return LetterWriter(signatureName: row[0], city: row[1], email: row[2])
    }

    /// The fingerprints of the letters sent to `member` since `date`, for the nudge.
    public func letterFingerprints(to member: MemberID, since date: Date) throws -> [Data] {
        try Data.fetchAll(db, sql: """
            SELECT minhash FROM letter_fingerprint WHERE bioguide_id = ? AND sent_at >= ?
            """, arguments: [member, date])
    }

    /// For `profile`: letters `account` sent, templates they wrote, likes their templates got.
    public func letterCounts(of account: AccountIdentity) throws -> (letters: Int, templates: Int, likes: Int) {
        let row = try Row.fetchOne(db, sql: """
            SELECT (SELECT COUNT(*) FROM letter WHERE author_id = a.id AND stage = 'sent'),
                   (SELECT COUNT(*) FROM letter_template WHERE author_id = a.id),
                   (SELECT COALESCE(SUM(like_count), 0) FROM letter_template WHERE author_id = a.id)
            FROM account a WHERE a.network = ? AND a.name = ?
            """, arguments: [account.network, account.name])
        return (row?[0] ?? 0, row?[1] ?? 0, row?[2] ?? 0)
    }

    static func letter(_ id: Int64, in db: Database) throws -> Letter? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT l.id, a.network, a.name, l.template_id, l.body, l.signature, l.stage, l.created_at, l.updated_at, l.sent_at
            FROM letter l JOIN account a ON a.id = l.author_id WHERE l.id = ?
            """, arguments: [id]) else { return nil }
        let recipients = try Row.fetchAll(db, sql: """
            SELECT bioguide_id, status, reason FROM letter_recipient WHERE letter_id = ? ORDER BY position
            """, arguments: [id]).map { recipient in
                LetterRecipient(bioguideID: MemberID(recipient[0] as String),
                                status: LetterRecipient.Status(rawValue: recipient[1]) ?? .draft, reason: recipient[2])
            }
        return Letter(
            id: row[0], author: AccountIdentity(network: row[1], name: row[2]), templateID: row[3], body: row[4],
            signature: row[5], stage: Letter.Stage(rawValue: row[6]) ?? .recipients, recipients: recipients,
            createdAt: row[7], updatedAt: row[8], sentAt: row[9])
    }
}
