import Foundation
import SQLStore

extension ReadSnapshot {
    /// Letter `id` with its recipients in the order chosen, whoever wrote it (callers check).
    public func letter(_ id: Int64) throws -> Letter? {
        try Self.letter(id, in: tx)
    }

    /// `account`'s letters, newest first: drafts only, or sent ones only.
    public func letters(of account: AccountIdentity, drafts: Bool, limit: Int = 200) throws -> [Letter] {
        let ids = try tx.rows("""
            SELECT l.id FROM letter l JOIN account a ON a.id = l.author_id
            WHERE a.network = ? AND a.name = ? AND l.stage \(drafts ? "<>" : "=") 'sent' ORDER BY l.id DESC LIMIT ?
            """, [account.network, account.name, limit]).map { try $0.decode(Int64.self, at: 0) }
        return try ids.compactMap { try Self.letter($0, in: tx) }
    }

    /// What `account`'s letters know about them (all empty for someone who never wrote one).
    public func letterWriter(of account: AccountIdentity) throws -> LetterWriter {
        guard let row = try tx.row("""
            SELECT w.signature_name, w.city, w.email FROM letter_writer w JOIN account a ON a.id = w.account_id
            WHERE a.network = ? AND a.name = ?
            """, [account.network, account.name]) else { return LetterWriter() }
        return LetterWriter(signatureName: try row.decode("signature_name"), city: try row.decode("city"),
                            email: try row.decode("email"))
    }

    /// The fingerprints of the letters sent to `official` since `date`, for the nudge.
    public func letterFingerprints(to official: OfficialID, since date: Date) throws -> [Data] {
        try tx.rows("SELECT minhash FROM letter_fingerprint WHERE bioguide_id = ? AND sent_at >= ?", [official, date])
            .map { try $0.decode(Data.self, at: 0) }
    }

    /// For `profile`: letters `account` sent, templates they wrote, likes their templates got.
    public func letterCounts(of account: AccountIdentity) throws -> (letters: Int, templates: Int, likes: Int) {
        guard let row = try tx.row("""
            SELECT (SELECT COUNT(*) FROM letter WHERE author_id = a.id AND stage = 'sent'),
                   (SELECT COUNT(*) FROM letter_template WHERE author_id = a.id),
                   (SELECT COALESCE(SUM(like_count), 0) FROM letter_template WHERE author_id = a.id)
            FROM account a WHERE a.network = ? AND a.name = ?
            """, [account.network, account.name]) else { return (0, 0, 0) }
        return (try row.decode(at: 0), try row.decode(at: 1), try row.decode(at: 2))
    }

    static func letter(_ id: Int64, in tx: any SQLTransaction) throws -> Letter? {
        guard let row = try tx.row("""
            SELECT l.id, a.network, a.name, l.template_id, l.body, l.signature, l.stage, l.created_at, l.updated_at, l.sent_at
            FROM letter l JOIN account a ON a.id = l.author_id WHERE l.id = ?
            """, [id]) else { return nil }
        let recipients = try tx.rows("""
            SELECT bioguide_id, status, reason FROM letter_recipient WHERE letter_id = ? ORDER BY position
            """, [id]).map { recipient in
                LetterRecipient(official: OfficialID(try recipient.decode(String.self, "bioguide_id")),
                                status: LetterRecipient.Status(rawValue: try recipient.decode("status")) ?? .draft,
                                reason: try recipient.decode("reason"))
            }
        return Letter(
            id: try row.decode("id"), author: AccountIdentity(network: try row.decode("network"), name: try row.decode("name")),
            templateID: try row.decode("template_id"), body: try row.decode("body"), signature: try row.decode("signature"),
            stage: Letter.Stage(rawValue: try row.decode("stage")) ?? .recipients, recipients: recipients,
            createdAt: try row.decode("created_at"), updatedAt: try row.decode("updated_at"), sentAt: try row.decode("sent_at"))
    }
}
