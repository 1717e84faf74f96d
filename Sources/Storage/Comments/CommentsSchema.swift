import SQLStore

/// What moderators need to act on comments, which the first schemas left out: a comment could
/// be neither flagged nor hidden, so an abusive one stayed under its item for good.
enum CommentsSchema {
    /// `hidden_reason` / `hidden_at` on every comment table, as items have them, and a flag table
    /// for each (a reaction on the comment with a reason: see `ReactionTableDDL`). The tables are
    /// spelled out here, not read from `CommentTable`, so that this migration never changes.
    static let v18CommentModeration = SchemaMigration("v18-comment-moderation",
        ["question_comment", "bill_comment", "incident_comment", "letter_template_comment", "rock_post_comment"]
            .flatMap { table -> [SchemaMigration.Step] in
                var hiddenAt = SchemaDDL.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
                hiddenAt.appendLiteral("ALTER TABLE \(table) ADD COLUMN hidden_at ")
                hiddenAt.appendInterpolation(.timestamp)
                return [
                    .both(SchemaDDL(stringLiteral: "ALTER TABLE \(table) ADD COLUMN hidden_reason TEXT")),
                    .both(SchemaDDL(stringInterpolation: hiddenAt)),
                ] + ReactionTableDDL.create("\(table)_flag", item: "comment_id", on: table, payload: ["reason TEXT NOT NULL"])
            })
}
