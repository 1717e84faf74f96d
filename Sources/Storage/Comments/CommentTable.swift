/// One of the five tables of comments (under questions, reports, letter templates, rock posts
/// and bills). They share one shape — `id`, the item's column, `author_id`, `text`,
/// `created_at`, and since `v18-comment-moderation` `hidden_reason` and `hidden_at` beside a
/// `<table>_flag` reaction table — so listing, flagging and hiding comments is written once here
/// for all of them.
///
/// A comment is named in chat by its item and its place under it (`Q12/3`, the third comment
/// ever made under Q12). Places count hidden comments too, so hiding one never renumbers the
/// rest; only a comment deleted with its author's account (`forget me`) moves later ones up.
public struct CommentTable: Sendable {
    /// The comment table, and its column naming the item the comment is under.
    let table, itemColumn: String
    /// How an export names the item (`'Q' || ` before the item's id; nothing before a bill's key).
    let exportPrefix: String
    /// `flag Q12/3 <why>`: a flag is a reaction on the comment, committed by the one reaction path.
    let flag: ReactionKind

    init(table: String, itemColumn: String, exportPrefix: String) {
        (self.table, self.itemColumn, self.exportPrefix) = (table, itemColumn, exportPrefix)
        flag = ReactionKind(table: "\(table)_flag", itemColumn: "comment_id", itemTable: table, ownerColumn: nil,
                            countColumn: nil, counting: .none, detailColumn: nil, hasDailyBudget: false,
                            payloadColumn: "reason")
    }

    public static let question = CommentTable(table: "question_comment", itemColumn: "question_id", exportPrefix: "'Q' || ")
    public static let incident = CommentTable(table: "incident_comment", itemColumn: "incident_id", exportPrefix: "'R' || ")
    public static let template = CommentTable(table: "letter_template_comment", itemColumn: "template_id",
                                              exportPrefix: "'T' || ")
    public static let rockPost = CommentTable(table: "rock_post_comment", itemColumn: "post_id", exportPrefix: "'P' || ")
    public static let bill = CommentTable(table: "bill_comment", itemColumn: "bill_id", exportPrefix: "")

    static let all: [CommentTable] = [.question, .bill, .incident, .template, .rockPost]

    /// The place of comment `alias` under its item (1 for the first), counting hidden ones.
    func placeSQL(of alias: String) -> String {
        "(SELECT COUNT(*) FROM \(table) earlier WHERE earlier.\(itemColumn) = \(alias).\(itemColumn) AND earlier.id <= \(alias).id)"
    }

    /// How an export names comment `alias`: its item and place, `Q12/3`.
    func exportReferenceSQL(of alias: String) -> String {
        "\(exportPrefix)CAST(\(alias).\(itemColumn) AS TEXT) || '/' || CAST(\(placeSQL(of: alias)) AS TEXT)"
    }
}
