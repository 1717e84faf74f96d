import Foundation
import SQLStore

extension TownhallDatabase {
    /// Adds `content` to the template library as written by `account`.
    public func createTemplate(_ content: TemplateContent, by account: AccountIdentity, at date: Date) async throws -> Int64 {
        try await engine.write { tx in
            let authorID = try Self.ensureAccount(account, at: date, in: tx)
            guard let id = try tx.value(Int64.self, """
                INSERT INTO letter_template (author_id, title, category, tags, body, kind, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
                """, [authorID, content.title, content.category, content.tags.joined(separator: " "),
                      content.body, content.kind.rawValue, date, date]) else {
                throw StorageError.rowVanished("the new template of \(account)")
            }
            try Self.writeTags(content.tags, of: id, in: tx)
            return id
        }
    }

    /// Replaces template `id`'s content, if `account` wrote it.
    public func editTemplate(_ id: Int64, to content: TemplateContent, by account: AccountIdentity,
                             at date: Date) async throws -> TemplateChangeOutcome {
        try await engine.write { tx in
            if let refusal = try Self.authorRefusal(of: id, for: account, in: tx) { return refusal }
            try tx.execute("UPDATE letter_template SET title = ?, category = ?, tags = ?, body = ?, updated_at = ? WHERE id = ?",
                           [content.title, content.category, content.tags.joined(separator: " "), content.body, date, id])
            try tx.execute("DELETE FROM letter_template_tag WHERE template_id = ?", [id])
            try Self.writeTags(content.tags, of: id, in: tx)
            return .done(likes: try Self.templateLikes(id, in: tx))
        }
    }

    /// Deletes template `id` with its likes and comments, if `account` wrote it. Letters drafted
    /// from it keep their own text.
    public func deleteTemplate(_ id: Int64, by account: AccountIdentity) async throws -> TemplateChangeOutcome {
        try await engine.write { tx in
            if let refusal = try Self.authorRefusal(of: id, for: account, in: tx) { return refusal }
            let likes = try Self.templateLikes(id, in: tx)
            try tx.execute("DELETE FROM letter_template WHERE id = ?", [id])
            return .done(likes: likes)
        }
    }

    /// Counts (or, with `liked: false`, withdraws) `account`'s like of template `id`: once per
    /// account, never one's own. Group-committed through the one reaction path (`commitReactions`).
    public func setTemplateLike(_ id: Int64, liked: Bool, by account: AccountIdentity,
                                at date: Date) async throws -> TemplateChangeOutcome {
        try await reactionQueues.templateLikes.submit(ReactionRequest(item: id, account: account,
                                                                      change: liked ? .add : .remove, budget: nil, date: date))
    }

    /// Commits a batch of template likes and take-backs; the count is the one the triggers keep.
    static func commitTemplateLikes(_ requests: [ReactionRequest], to engine: any SQLEngine) async throws -> [TemplateChangeOutcome] {
        try await commitReactions(requests, of: .templateLike, to: engine) { applied, counts, _ in
            AppliedReaction.replies(to: applied, final: counts.final, counted: TemplateChangeOutcome.done) { refusal, _ in
                switch refusal {
                case .noSuchItem: .notFound
                case .hidden(let reason): .hidden(reason: reason)
                case .own: .ownTemplate
                case .unchanged, .budgetSpent: .unchanged
                }
            }
        }
    }

    /// Adds a comment of `account` under template `id`.
    public func commentOnTemplate(_ id: Int64, text: String, by account: AccountIdentity,
                                  at date: Date) async throws -> TemplateChangeOutcome {
        try await engine.write { tx in
            switch try Self.templateState(id, for: account, in: tx) {
            case .missing: return .notFound
            case .hidden(let reason): return .hidden(reason: reason)
            case .visible: break
            }
            let authorID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("INSERT INTO letter_template_comment (template_id, author_id, text, created_at) VALUES (?, ?, ?, ?)",
                           [id, authorID, text, date])
            return .done(likes: try Self.templateLikes(id, in: tx))
        }
    }

    /// Hides template `id` for `reason`, or shows it again when `reason` is nil. False if there
    /// is no such template.
    public func setTemplateHidden(_ id: Int64, reason: String?, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("UPDATE letter_template SET hidden_reason = ?, hidden_at = ? WHERE id = ?",
                           [reason, reason.map { _ in date }, id]) > 0
        }
    }

    private static func writeTags(_ tags: [String], of id: Int64, in tx: any SQLTransaction) throws {
        for tag in tags {
            try tx.execute("INSERT INTO letter_template_tag (tag, template_id) VALUES (?, ?) ON CONFLICT DO NOTHING", [tag, id])
        }
    }

    /// Why `account` may not change template `id`, or nil when they wrote it and it is visible.
    private static func authorRefusal(of id: Int64, for account: AccountIdentity,
                                      in tx: any SQLTransaction) throws -> TemplateChangeOutcome? {
        switch try templateState(id, for: account, in: tx) {
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
    /// the account table compares names, case-insensitively). Account ids start at 1, so 0
    /// stands for "no such account" and matches no author.
    private static func templateState(_ id: Int64, for account: AccountIdentity, in tx: any SQLTransaction) throws -> TemplateState {
        guard let row = try tx.row("""
            SELECT hidden_reason,
                   CASE WHEN author_id = COALESCE((SELECT id FROM account WHERE network = ? AND name = ?), 0) THEN 1 ELSE 0 END
                       AS mine
            FROM letter_template WHERE id = ?
            """, [account.network, account.name, id]) else { return .missing }
        if let reason = try row.decode(String?.self, "hidden_reason") { return .hidden(reason) }
        return .visible(mine: try row.decode("mine"))
    }

    private static func templateLikes(_ id: Int64, in tx: any SQLTransaction) throws -> Int {
        try tx.value(Int.self, "SELECT like_count FROM letter_template WHERE id = ?", [id]) ?? 0
    }
}
