import Foundation
import GRDB

extension ReadSnapshot {
    /// Template `id`, hidden or not (the caller says which it shows).
    public func template(_ id: Int64) throws -> LetterTemplate? {
        try Row.fetchOne(db, sql: Self.templateSelect + " WHERE t.id = ?", arguments: [id]).map(Self.template)
    }

    /// A page of visible templates. Full-text words are reduced to letters and digits and
    /// quoted, so no user punctuation reaches the FTS5 query syntax; every word must match.
    public func templates(_ listing: TemplateListing) throws -> [LetterTemplate] {
        let order = listing.order == .top ? "t.like_count DESC, t.id DESC" : "t.id DESC"
        var sql = Self.templateSelect
        var arguments: StatementArguments = []
        switch listing.filter {
        case .all:
            sql += " WHERE t.hidden_reason IS NULL"
        case .category(let category):
            sql += " WHERE t.hidden_reason IS NULL AND t.category = ?"
            arguments += [category]
        case .tag(let tag):
            sql += " JOIN letter_template_tag tag ON tag.template_id = t.id WHERE tag.tag = ? AND t.hidden_reason IS NULL"
            arguments += [tag]
        case .words(let words):
            let terms = TownhallDatabase.searchTerms(words)
            guard !terms.isEmpty else { return [] }
            sql += """
                 WHERE t.id IN (SELECT rowid FROM letter_template_search WHERE letter_template_search MATCH ?)
                 AND t.hidden_reason IS NULL
                """
            arguments += [terms.joined(separator: " ")]
        }
        sql += " ORDER BY \(order) LIMIT ? OFFSET ?"
        arguments += [listing.limit, listing.offset]
        return try Row.fetchAll(db, sql: sql, arguments: arguments).map(Self.template)
    }

    /// The comments under template `id`, oldest first.
    public func templateComments(_ id: Int64) throws -> [TemplateComment] {
        try Row.fetchAll(db, sql: """
            SELECT a.name, c.text, c.created_at FROM letter_template_comment c JOIN account a ON a.id = c.author_id
            WHERE c.template_id = ? ORDER BY c.id
            """, arguments: [id]).map { TemplateComment(authorName: $0[0], text: $0[1], createdAt: $0[2]) }
    }

    /// The categories and tags of the templates `account`'s letters were drafted from, and of
    /// the templates they liked: what `suggest` starts from.
    public func templateInterests(of account: AccountIdentity) throws -> (categories: [String], tags: [String]) {
        let used = """
            SELECT t.id, t.category FROM letter_template t WHERE t.id IN (
                SELECT l.template_id FROM letter l JOIN account a ON a.id = l.author_id
                WHERE a.network = ?1 AND a.name = ?2 AND l.template_id IS NOT NULL
                UNION SELECT k.template_id FROM letter_template_like k JOIN account a ON a.id = k.account_id
                WHERE a.network = ?1 AND a.name = ?2)
            """
        let arguments: StatementArguments = [account.network, account.name]
        let categories = try String.fetchAll(db, sql: """
            SELECT category FROM (\(used)) GROUP BY category ORDER BY COUNT(*) DESC, category
            """, arguments: arguments)
        let tags = try String.fetchAll(db, sql: """
            SELECT tag.tag FROM letter_template_tag tag JOIN (\(used)) u ON u.id = tag.template_id
            GROUP BY tag.tag ORDER BY COUNT(*) DESC, tag.tag
            """, arguments: arguments)
        return (categories, tags)
    }

    private static let templateSelect = """
        SELECT t.id, a.network, a.name, COALESCE(p.is_private, 0), t.title, t.category, t.tags, t.body, t.like_count,
               (SELECT COUNT(*) FROM letter_template_comment c WHERE c.template_id = t.id),
               t.created_at, t.updated_at, t.hidden_reason
        FROM letter_template t JOIN account a ON a.id = t.author_id LEFT JOIN profile p ON p.account_id = t.author_id
        """

    private static func template(_ row: Row) -> LetterTemplate {
        let tags: String = row[6]
        return LetterTemplate(
            id: row[0], author: AccountIdentity(network: row[1], name: row[2]), authorIsPrivate: row[3],
            title: row[4], category: row[5], tags: tags.split(separator: " ").map(String.init), body: row[7],
            likes: row[8], comments: row[9], createdAt: row[10], updatedAt: row[11], hiddenReason: row[12])
    }
}
