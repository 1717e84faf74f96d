import Foundation
import GRDB

extension TownhallDatabase {
    /// Stores a new post with its tags and returns it as committed.
    public func postRock(imageURL: String, caption: String, tags: [String], by account: AccountIdentity,
                         at date: Date) async throws -> RockPost {
        try await postRocks([RockPostDraft(imageURL: imageURL, caption: caption, tags: tags, author: account)], at: date)[0]
    }

    /// Stores several posts in one transaction (the demo seed), in order.
    public func postRocks(_ drafts: [RockPostDraft], at date: Date) async throws -> [RockPost] {
        try await writer.write { db in
            try drafts.map { draft in
                let authorID = try Self.ensureAccount(draft.author, at: date, in: db)
                try db.execute(sql: "INSERT INTO rock_post (author_id, image_url, caption, created_at) VALUES (?, ?, ?, ?)",
                               arguments: [authorID, draft.imageURL, draft.caption, date])
                let id = db.lastInsertedRowID
                for tag in draft.tags {
                    try db.execute(sql: "INSERT OR IGNORE INTO rock_post_tag (tag, post_id) VALUES (?, ?)", arguments: [tag, id])
                }
                return RockPost(id: id, authorName: draft.author.name, imageURL: draft.imageURL, caption: draft.caption,
                                tags: draft.tags.sorted(), likes: 0, createdAt: date)
            }
        }
    }

    /// `account` likes (`liked` true) or stops liking a visible post; the count moves with it.
    public func setRockLike(_ liked: Bool, post id: Int64, by account: AccountIdentity, at date: Date) async throws -> RockLikeOutcome {
        try await writer.write { db in
            guard let author = try Int64.fetchOne(db, sql: "SELECT author_id FROM rock_post WHERE id = ? AND hidden_reason IS NULL",
                                                  arguments: [id]) else { return .noSuchPost }
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            if liked {
                guard author != accountID else { return .ownPost }
                try db.execute(sql: "INSERT OR IGNORE INTO rock_post_like (post_id, account_id, created_at) VALUES (?, ?, ?)",
                               arguments: [id, accountID, date])
            } else {
                try db.execute(sql: "DELETE FROM rock_post_like WHERE post_id = ? AND account_id = ?", arguments: [id, accountID])
            }
            guard db.changesCount > 0 else { return .unchanged }
            try db.execute(sql: "UPDATE rock_post SET like_count = like_count + ? WHERE id = ?", arguments: [liked ? 1 : -1, id])
            return .done(likes: try Int.fetchOne(db, sql: "SELECT like_count FROM rock_post WHERE id = ?", arguments: [id]) ?? 0)
        }
    }

    /// Deletes `account`'s own post (with its tags and likes).
    public func deleteRockPost(_ id: Int64, by account: AccountIdentity) async throws -> RockDeleteOutcome {
        try await writer.write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT account.network, account.name FROM rock_post JOIN account ON account.id = rock_post.author_id
                WHERE rock_post.id = ?
                """, arguments: [id]) else { return .noSuchPost }
            // names compare as services compare them ("Alice" is alice)
            guard AccountIdentity(network: row["network"], name: row["name"]).isSame(as: account) else {
                return .notYours(author: row["name"])
            }
            try db.execute(sql: "DELETE FROM rock_post WHERE id = ?", arguments: [id])
            return .deleted
        }
    }

    /// Hides a post from every list for `reason` (`admin hide P5 <why>`), or shows it again when
    /// `reason` is nil; false if there is no such post.
    public func setRockPostHidden(_ id: Int64, reason: String?) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "UPDATE rock_post SET hidden_reason = ? WHERE id = ?", arguments: [reason, id])
            return db.changesCount > 0
        }
    }

    /// Adds a comment of `account` under post `id`. False if there is no visible such post.
    public func commentOnRockPost(_ id: Int64, text: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM rock_post WHERE id = ? AND hidden_reason IS NULL", arguments: [id]) != nil else {
                return false
            }
            let authorID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: "INSERT INTO rock_post_comment (post_id, author_id, text, created_at) VALUES (?, ?, ?, ?)",
                           arguments: [id, authorID, text, date])
            return true
        }
    }
}
