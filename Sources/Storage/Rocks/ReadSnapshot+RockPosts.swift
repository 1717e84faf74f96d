import Foundation
import SQLStore

extension ReadSnapshot {
    /// The visible post `id`, nil when there is none or it is hidden.
    public func rockPost(_ id: Int64) throws -> RockPost? {
        try rockPosts(where: "p.id = ?", arguments: [id], order: "p.id", limit: 1).first
    }

    /// How many visible posts `account` made.
    public func rockPostCount(by account: AccountIdentity) throws -> Int {
        try tx.value(Int.self, """
            SELECT COUNT(*) FROM rock_post p JOIN account a ON a.id = p.author_id
            WHERE a.network = ? AND a.name = ? AND p.hidden_reason IS NULL
            """, [account.network, account.name]) ?? 0
    }

    /// How many posts are stored, hidden ones included (the demo seeds only an empty table).
    public func rockPostCount() throws -> Int {
        try tx.value(Int.self, "SELECT count(*) FROM rock_post") ?? 0
    }

    /// Visible posts, optionally only those tagged `tag`, by `author`, or by the people
    /// `followedBy` follows, in `order`.
    public func rockPosts(tag: String? = nil, author: AccountIdentity? = nil, followedBy follower: AccountIdentity? = nil,
                          order: RockPostOrder, limit: Int) throws -> [RockPost] {
        var conditions: [String] = []
        var arguments: [any SQLValueConvertible] = []
        if let follower {
            conditions.append("""
                p.author_id IN (SELECT f.followed_id FROM person_follow f JOIN account me ON me.id = f.follower_id
                                WHERE me.network = ? AND me.name = ?)
                """)
            arguments += [follower.network, follower.name]
        }
        if let tag {
            conditions.append("p.id IN (SELECT post_id FROM rock_post_tag WHERE tag = ?)")
            arguments.append(tag)
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
        return try rockPosts(where: conditions.isEmpty ? "1 = 1" : conditions.joined(separator: " AND "), arguments: arguments,
                             order: sort, limit: limit)
    }

    private func rockPosts(where condition: String, arguments: [any SQLValueConvertible], order: String,
                           limit: Int) throws -> [RockPost] {
        try tx.rows("""
            SELECT \(RockPost.columns(tx.dialect)), a.name FROM rock_post p JOIN account a ON a.id = p.author_id
            WHERE p.hidden_reason IS NULL AND \(condition) ORDER BY \(order) LIMIT ?
            """, arguments + [limit]).map { try RockPost(row: $0, authorName: try $0.decode("name")) }
    }
}
