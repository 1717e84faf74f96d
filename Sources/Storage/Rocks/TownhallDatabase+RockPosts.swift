import Foundation
import SQLStore

extension TownhallDatabase {
    /// Stores a new post with its tags and returns it as committed.
    public func postRock(imageURL: String, caption: String, tags: [String], by account: AccountIdentity,
                         at date: Date) async throws -> RockPost {
        try await postRocks([RockPostDraft(imageURL: imageURL, caption: caption, tags: tags, author: account)], at: date)[0]
    }

    /// Stores several posts in one transaction (the demo seed), in order.
    public func postRocks(_ drafts: [RockPostDraft], at date: Date) async throws -> [RockPost] {
        try await engine.write { tx in
            try drafts.map { draft in
                let authorID = try Self.ensureAccount(draft.author, at: date, in: tx)
                guard let id = try tx.value(Int64.self, """
                    INSERT INTO rock_post (author_id, image_url, caption, created_at) VALUES (?, ?, ?, ?) RETURNING id
                    """, [authorID, draft.imageURL, draft.caption, date]) else {
                    throw StorageError.rowVanished("the new rock post of \(draft.author)")
                }
                for tag in draft.tags {
                    try tx.execute("INSERT INTO rock_post_tag (tag, post_id) VALUES (?, ?) ON CONFLICT DO NOTHING", [tag, id])
                }
                return RockPost(id: id, authorName: draft.author.name, imageURL: draft.imageURL, caption: draft.caption,
                                tags: draft.tags.sorted(), likes: 0, createdAt: date)
            }
        }
    }

    /// `account` likes (`liked` true) or stops liking a visible post; the count moves with it.
    /// Group-committed through the one reaction path (`commitReactions`).
    public func setRockLike(_ liked: Bool, post id: Int64, by account: AccountIdentity, at date: Date) async throws -> RockLikeOutcome {
        try await reactionQueues.rockPostLikes.submit(ReactionRequest(item: id, account: account,
                                                                      change: liked ? .add : .remove, budget: nil, date: date))
    }

    /// Commits a batch of rock-post likes and take-backs, counting them onto the posts. A hidden
    /// post is no post to its likers.
    static func commitRockPostLikes(_ requests: [ReactionRequest], to engine: any SQLEngine) async throws -> [RockLikeOutcome] {
        try await commitReactions(requests, of: .rockPostLike, to: engine) { applied, counts, _ in
            AppliedReaction.replies(to: applied, final: counts.final, counted: RockLikeOutcome.done) { refusal, asked in
                switch (refusal, asked) {
                case (.noSuchItem, _), (.hidden, _): .noSuchPost
                case (.own, .add): .ownPost
                case (.own, .remove), (.unchanged, _), (.budgetSpent, _): .unchanged
                }
            }
        }
    }

    /// Deletes `account`'s own post (with its tags and likes).
    public func deleteRockPost(_ id: Int64, by account: AccountIdentity) async throws -> RockDeleteOutcome {
        try await engine.write { tx in
            guard let row = try tx.row("""
                SELECT account.network, account.name FROM rock_post JOIN account ON account.id = rock_post.author_id
                WHERE rock_post.id = ?
                """, [id]) else { return .noSuchPost }
            let author = AccountIdentity(network: try row.decode("network"), name: try row.decode("name"))
            // names compare as services compare them ("Alice" is alice)
            guard author.isSame(as: account) else { return .notYours(author: author.name) }
            try tx.execute("DELETE FROM rock_post WHERE id = ?", [id])
            return .deleted
        }
    }

    /// Hides a post from every list for `reason` (`admin hide P5 <why>`), or shows it again when
    /// `reason` is nil; false if there is no such post.
    public func setRockPostHidden(_ id: Int64, reason: String?) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("UPDATE rock_post SET hidden_reason = ? WHERE id = ?", [reason, id]) > 0
        }
    }

    /// Adds a comment of `account` under post `id`. False if there is no visible such post.
    public func commentOnRockPost(_ id: Int64, text: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            guard try tx.row("SELECT 1 FROM rock_post WHERE id = ? AND hidden_reason IS NULL", [id]) != nil else {
                return false
            }
            let authorID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("INSERT INTO rock_post_comment (post_id, author_id, text, created_at) VALUES (?, ?, ?, ?)",
                           [id, authorID, text, date])
            return true
        }
    }
}
