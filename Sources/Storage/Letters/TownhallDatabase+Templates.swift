import Foundation
import GRDB

extension TownhallDatabase {
    /// Adds `content` to the template library as written by `account`.
    public func createTemplate(_ content: TemplateContent, by account: AccountIdentity, at date: Date) async throws -> Int64 {
        try await writer.write { db in
            let authorID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO letter_template (author_id, title, category, tags, body, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [authorID, content.title, content.category, content.tags.joined(separator: " "),
                                 content.body, date, date])
            let id = db.lastInsertedRowID
            try Self.writeTags(content.tags, of: id, in: db)
            return id
        }
    }

    /// Replaces template `id`'s content, if `account` wrote it.
    public func editTemplate(_ id: Int64, to content: TemplateContent, by account: AccountIdentity,
                             at date: Date) async throws -> TemplateChangeOutcome {
        try await writer.write { db in
            if let refusal = try Self.authorRefusal(of: id, for: account, in: db) { return refusal }
            try db.execute(sql: """
                UPDATE letter_template SET title = ?, category = ?, tags = ?, body = ?, updated_at = ? WHERE id = ?
                """, arguments: [content.title, content.category, content.tags.joined(separator: " "), content.body, date, id])
            try db.execute(sql: "DELETE FROM letter_template_tag WHERE template_id = ?", arguments: [id])
            try Self.writeTags(content.tags, of: id, in: db)
            return .done(likes: try Self.templateLikes(id, in: db))
        }
    }

    /// Deletes template `id` with its likes and comments, if `account` wrote it. Letters drafted
    /// from it keep their own text.
    public func deleteTemplate(_ id: Int64, by account: AccountIdentity) async throws -> TemplateChangeOutcome {
        try await writer.write { db in
            if let refusal = try Self.authorRefusal(of: id, for: account, in: db) { return refusal }
            let likes = try Self.templateLikes(id, in: db)
            try db.execute(sql: "DELETE FROM letter_template WHERE id = ?", arguments: [id])
            return .done(likes: likes)
        }
    }

    /// Counts (or, with `liked: false`, withdraws) `account`'s like of template `id`: once per
    /// account, never one's own.
    public func setTemplateLike(_ id: Int64, liked: Bool, by account: AccountIdentity,
                                at date: Date) async throws -> TemplateChangeOutcome {
        try await writer.write { db in
            switch try Self.templateState(id, for: account, in: db) {
            case .missing: return .notFound
            case .hidden(let reason): return .hidden(reason: reason)
            case .visible(mine: true): return .ownTemplate
            case .visible(mine: false): break
            }
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            if liked {
                try db.execute(sql: """
                    INSERT INTO letter_template_like (template_id, account_id, created_at) VALUES (?, ?, ?)
                    ON CONFLICT DO NOTHING
                    """, arguments: [id, accountID, date])
            } else {
                try db.execute(sql: "DELETE FROM letter_template_like WHERE template_id = ? AND account_id = ?",
                               arguments: [id, accountID])
            }
            guard db.changesCount > 0 else { return .unchanged }
            return .done(likes: try Self.templateLikes(id, in: db))
        }
    }

    /// Adds a comment of `account` under template `id`.
    public func commentOnTemplate(_ id: Int64, text: String, by account: AccountIdentity,
                                  at date: Date) async throws -> TemplateChangeOutcome {
        try await writer.write { db in
            switch try Self.templateState(id, for: account, in: db) {
            case .missing: return .notFound
            case .hidden(let reason): return .hidden(reason: reason)
            case .visible: break
            }
            let authorID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO letter_template_comment (template_id, author_id, text, created_at) VALUES (?, ?, ?, ?)
                """, arguments: [id, authorID, text, date])
            return .done(likes: try Self.templateLikes(id, in: db))
        }
    }

    /// Hides template `id` for `reason`, or shows it again when `reason` is nil. False if there
    /// is no such template.
    public func setTemplateHidden(_ id: Int64, reason: String?, at date: Date) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "UPDATE letter_template SET hidden_reason = ?, hidden_at = ? WHERE id = ?",
                           arguments: [reason, reason == nil ? nil : date, id])
            return db.changesCount > 0
        }
    }

    private static func writeTags(_ tags: [String], of id: Int64, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO letter_template_tag (tag, template_id) VALUES (?, ?) ON CONFLICT DO NOTHING
            """)
        for tag in tags { try statement.execute(arguments: [tag, id]) }
    }

    /// Why `account` may not change template `id`, or nil when they wrote it and it is visible.
    private static func authorRefusal(of id: Int64, for account: AccountIdentity,
                                      in db: Database) throws -> TemplateChangeOutcome? {
        switch try templateState(id, for: account, in: db) {
        case .missing: return .notFound
        case .hidden(let reason): return .hidden(reason: reason)
        case .visible(let mine): return mine ? nil : .notAuthor
        }
    }

    private enum TemplateState {
        case missing
        case hidden(String)
        case visible(mine: Bool)
    }

    /// Whether template `id` exists, is hidden, and was written by `account` (compared the way
    /// the account table compares names, case-insensitively).
    private static func templateState(_ id: Int64, for account: AccountIdentity, in db: Database) throws -> TemplateState {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT hidden_reason,
                   author_id IS (SELECT id FROM account WHERE network = ? AND name = ?) AS mine
            FROM letter_template WHERE id = ?
            """, arguments: [account.network, account.name, id]) else { return .missing }
        if let reason: String = row[0] { return .hidden(reason) }
        return .visible(mine: row[1])
    }

    private static func templateLikes(_ id: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT like_count FROM letter_template WHERE id = ?", arguments: [id]) ?? 0
    }
}
