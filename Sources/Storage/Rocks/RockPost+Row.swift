import SQLStore

extension RockPost {
    /// The columns `init(row:authorName:)` reads from `rock_post p`, its tags gathered into one
    /// space-separated text (each engine has its own aggregate for that).
    static func columns(_ dialect: SQLDialect) -> String {
        let tags = switch dialect {
        case .sqlite: "group_concat(tag, ' ')"
        case .postgres: "string_agg(tag, ' ')"
        }
        return "p.id, p.image_url, p.caption, p.like_count, p.created_at, "
            + "(SELECT \(tags) FROM rock_post_tag t WHERE t.post_id = p.id) AS tags"
    }

    /// A post from a row of `columns`, written by `authorName`.
    init(row: SQLRow, authorName: String) throws {
        let tags = try row.decode(String?.self, "tags")
        self.init(id: try row.decode("id"), authorName: authorName, imageURL: try row.decode("image_url"),
                  caption: try row.decode("caption"), tags: (tags ?? "").split(separator: " ").map(String.init).sorted(),
                  likes: try row.decode("like_count"), createdAt: try row.decode("created_at"))
    }
}
