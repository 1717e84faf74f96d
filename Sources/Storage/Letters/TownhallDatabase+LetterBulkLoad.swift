import Foundation
import GRDB

extension TownhallDatabase {
    /// Inserts everything in `load` in ONE transaction (all or nothing). Template like counts
    /// are written directly rather than as like rows: the benchmarks list by them, and nothing
    /// reads who liked a synthetic template.
    public func bulkLoadLetters(_ load: LetterBulkLoad) async throws {
        try await writer.write { db in
            let account = try db.makeStatement(sql: "INSERT INTO account (network, name, created_at) VALUES (?, ?, ?)")
            var accountIDs: [Int64] = []
            accountIDs.reserveCapacity(load.accounts.count)
            for identity in load.accounts {
                try account.execute(arguments: [identity.network, identity.name, load.createdAt])
                accountIDs.append(db.lastInsertedRowID)
            }
            let template = try db.makeStatement(sql: """
                INSERT INTO letter_template (author_id, title, category, tags, body, like_count, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let tag = try db.makeStatement(sql: "INSERT OR IGNORE INTO letter_template_tag (tag, template_id) VALUES (?, ?)")
            for (index, item) in load.templates.enumerated() {
                let created = load.createdAt.addingTimeInterval(Double(index))
                try template.execute(arguments: [try Self.id(at: item.author, in: accountIDs, table: "accounts"), item.content.title,
                                                 item.content.category, item.content.tags.joined(separator: " "), item.content.body,
                                                 item.likes, created, created])
                let id = db.lastInsertedRowID
                for name in item.content.tags { try tag.execute(arguments: [name, id]) }
            }
            let letter = try db.makeStatement(sql: """
                INSERT INTO letter (author_id, body, signature, stage, created_at, updated_at, sent_at)
                VALUES (?, ?, 'A constituent', 'sent', ?, ?, ?)
                """)
            let recipient = try db.makeStatement(sql: """
                INSERT INTO letter_recipient (letter_id, bioguide_id, position, status, updated_at) VALUES (?, ?, ?, 'sent', ?)
                """)
            let fingerprint = try db.makeStatement(sql: """
                INSERT INTO letter_fingerprint (bioguide_id, sent_at, letter_id, minhash) VALUES (?, ?, ?, ?)
                """)
            for item in load.letters {
                try letter.execute(arguments: [try Self.id(at: item.author, in: accountIDs, table: "accounts"), item.body,
                                               item.sentAt, item.sentAt, item.sentAt])
                let id = db.lastInsertedRowID
                for (position, member) in item.recipients.enumerated() {
                    try recipient.execute(arguments: [id, member, position, item.sentAt])
                    try fingerprint.execute(arguments: [member, item.sentAt, id, item.fingerprint])
                }
            }
        }
    }
}
