import Foundation
import SQLStore

extension TownhallDatabase {
    /// Inserts everything in `load` in ONE transaction (all or nothing). Template like counts
    /// are written directly rather than as like rows: the benchmarks list by them, and nothing
    /// reads who liked a synthetic template.
    public func bulkLoadLetters(_ load: LetterBulkLoad) async throws {
        try await engine.write { tx in
            // each insert returns its id: the rows that follow refer to it
            func insert(_ sql: String, _ arguments: [any SQLValueConvertible], _ what: String) throws -> Int64 {
                guard let id = try tx.value(Int64.self, sql + " RETURNING id", arguments) else {
                    throw StorageError.rowVanished(what)
                }
                return id
            }
            let accountIDs = try load.accounts.map { identity in
                try insert("INSERT INTO account (network, name, created_at) VALUES (?, ?, ?)",
                           [identity.network, identity.name, load.createdAt], "the account row of \(identity)")
            }
            for (index, item) in load.templates.enumerated() {
                let created = load.createdAt.addingTimeInterval(Double(index))
                let id = try insert("""
                    INSERT INTO letter_template (author_id, title, category, tags, body, like_count, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, [try Self.id(at: item.author, in: accountIDs, table: "accounts"), item.content.title,
                          item.content.category, item.content.tags.joined(separator: " "), item.content.body,
                          item.likes, created, created], "a loaded template")
                for name in item.content.tags {
                    try tx.execute("INSERT INTO letter_template_tag (tag, template_id) VALUES (?, ?) ON CONFLICT DO NOTHING", [name, id])
                }
            }
            for item in load.letters {
                let id = try insert("""
                    INSERT INTO letter (author_id, body, signature, stage, created_at, updated_at, sent_at)
                    VALUES (?, ?, 'A constituent', 'sent', ?, ?, ?)
                    """, [try Self.id(at: item.author, in: accountIDs, table: "accounts"), item.body,
                          item.sentAt, item.sentAt, item.sentAt], "a loaded letter")
                for (position, member) in item.recipients.enumerated() {
                    try tx.execute("""
                        INSERT INTO letter_recipient (letter_id, bioguide_id, position, status, updated_at) VALUES (?, ?, ?, 'sent', ?)
                        """, [id, member, position, item.sentAt])
                    try tx.execute("INSERT INTO letter_fingerprint (bioguide_id, sent_at, letter_id, minhash) VALUES (?, ?, ?, ?)",
                                   [member, item.sentAt, id, item.fingerprint])
                }
            }
        }
    }
}
