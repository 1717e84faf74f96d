import Foundation
import GRDB

extension ReadSnapshot {
    /// The visible post `id`, nil when there is none or it is hidden.
    public func rockPost(_ id: Int64) throws -> RockPost? {
        try rockPosts(where: "p.id = ?", arguments: [id], order: "p.id", limit: 1).first
    }

    /// The comments under post `id`, oldest first.
    public func rockPostComments(_ id: Int64) throws -> [ItemComment] {
        try Row.fetchAll(db, sql: """
            SELECT a.name, c.text, c.created_at FROM rock_post_comment c JOIN account a ON a.id = c.author_id
            WHERE c.post_id = ? ORDER BY c.id
            """, arguments: [id]).map { ItemComment(authorName: $0[0], text: $0[1], createdAt: $0[2]) }
    }

    /// How many visible posts `account` made.
    public func rockPostCount(by account: AccountIdentity) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM rock_post p JOIN account a ON a.id = p.author_id
            WHERE a.network = ? AND a.name = ? AND p.hidden_reason IS NULL
            """, arguments: [account.network, account.name]) ?? 0
    }

    /// How many posts are stored, hidden ones included (the demo seeds only an empty table).
    public func rockPostCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM rock_post") ?? 0
    }

    /// Visible posts, optionally only those tagged `tag`, by `author`, or by the people
    /// `followedBy` follows, in `order`.
    public func rockPosts(tag: String? = nil, author: AccountIdentity? = nil, followedBy follower: AccountIdentity? = nil,
                          order: RockPostOrder, limit: Int) throws -> [RockPost] {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let follower {
            conditions.append("""
                p.author_id IN (SELECT f.followed_id FROM person_follow f JOIN account me ON me.id = f.follower_id
                                WHERE me.network = ? AND me.name = ?)
                """)
            arguments += [follower.network, follower.name]
        }
        if let tag {
            conditions.append("p.id IN (SELECT post_id FROM rock_post_tag WHERE tag = ?)")
            arguments += [tag]
        }
        if let author {
            conditions.append("a.network = ? AND a.name = ?")
            arguments += [author.network, author.name]
        }
        let sort = switch order {
        case .newest: "p.id DESC"
        case .mostLiked: "p.like_count DESC, p.id DESC"
        case .random: "random()"
        }
        return try rockPosts(where: conditions.isEmpty ? "1" : conditions.joined(separator: " AND "), arguments: arguments,
                             order: sort, limit: limit)
    }

    private func rockPosts(where condition: String, arguments: StatementArguments, order: String,
                           limit: Int) throws -> [RockPost] {
        try Row.fetchAll(db, sql: """
            SELECT p.id, p.image_url, p.caption, p.like_count, p.created_at, a.name,
                (SELECT group_concat(tag, ' ') FROM rock_post_tag t WHERE t.post_id = p.id) AS tags
            FROM rock_post p JOIN account a ON a.id = p.author_id
            WHERE p.hidden_reason IS NULL AND \(condition) ORDER BY \(order) LIMIT ?
            """, arguments: arguments + [limit]).map { row in
            let tags: String? = row["tags"]
            return RockPost(id: row["id"], authorName: row["name"], imageURL: row["image_url"], caption: row["caption"],
                            tags: (tags ?? "").split(separator: " ").map(String.init).sorted(), likes: row["like_count"],
                            createdAt: row["created_at"])
        }
    }
}
