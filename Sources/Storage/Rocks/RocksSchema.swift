import SQLStore

/// The schema of rock posts (a picture link, a caption, tags, likes): one `SchemaMigration` per
/// shipped migration, in the order `StorageMigrations` lists them.
/// A shipped migration is never edited; change the schema with a new one.
enum RocksSchema {
    /// `like_count` is kept beside the likes so `rocks top` reads one index, not a count per post; the
    /// like and the count change in the same transaction. Posts, likes and tags go with their author's
    /// `forget me` (ON DELETE CASCADE from account).
    static let v4RocksPosts = SchemaMigration("v4-rocks-posts", [
        """
        CREATE TABLE rock_post (
            id \(.id),
            author_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            image_url TEXT NOT NULL,
            caption TEXT NOT NULL,
            like_count \(.integer) NOT NULL DEFAULT 0,
            hidden_reason TEXT,
            created_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX rock_post_on_author ON rock_post(author_id, id)",
        "CREATE INDEX rock_post_top ON rock_post(like_count DESC, id DESC) WHERE hidden_reason IS NULL",
        """
        CREATE TABLE rock_post_tag (
            tag TEXT NOT NULL,
            post_id \(.integer) NOT NULL REFERENCES rock_post(id) ON DELETE CASCADE,
            PRIMARY KEY (tag, post_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX rock_post_tag_on_post ON rock_post_tag(post_id)",
    ] + ReactionTableDDL.create("rock_post_like", item: "post_id", on: "rock_post") + [
        """
        CREATE TABLE rock_post_comment (
            id \(.id),
            post_id \(.integer) NOT NULL REFERENCES rock_post(id) ON DELETE CASCADE,
            author_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX rock_post_comment_on_post ON rock_post_comment(post_id, id)",
        "CREATE INDEX rock_post_comment_on_author ON rock_post_comment(author_id)",
    ])

    /// `flag P5 <why>`: a rock post can be flagged for moderators like a question or a report.
    static let v15RockPostFlags = SchemaMigration("v15-rock-post-flags",
        ReactionTableDDL.create("rock_post_flag", item: "post_id", on: "rock_post", payload: ["reason TEXT NOT NULL"]))
}
