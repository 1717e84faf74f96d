import Foundation
import SQLStore

extension ReadSnapshot {
    /// Template `id`, hidden or not (the caller says which it shows).
    public func template(_ id: Int64) throws -> LetterTemplate? {
        try tx.row(Self.templateSelect + " WHERE t.id = ?", [id]).map(Self.template)
    }

    /// How many of the newest matches `top` ranks by likes when searching by words or tag.
    ///
    /// Why a window: ranking every match exactly means reading every matching row (a common
    /// word matches most of a library of 100,000), tens of milliseconds a search. The newest
    /// 1,000 matches come from an index already in id order, so `top` stays a few milliseconds;
    /// a narrower search (most of them) has fewer matches and is ranked exactly.
    public static let topWindow = 1_000

    /// A page of visible templates. Full-text words are reduced to letters and digits and
    /// quoted, so no user punctuation reaches the query syntax (FTS5's, or PostgreSQL's
    /// `websearch_to_tsquery`); every word must match, stemmed on both engines. Every form walks
    /// an index in its order and stops at the page (see `topWindow`).
    public func templates(_ listing: TemplateListing) throws -> [LetterTemplate] {
        let order = listing.order == .top ? "t.like_count DESC, t.id DESC" : "t.id DESC"
        let page: [any SQLValueConvertible] = [listing.limit, listing.offset]
        let ids: [Int64]
        switch listing.filter {
        case .all:
            ids = try Self.ids(tx.rows("""
                SELECT t.id FROM letter_template t WHERE t.kind = ? AND t.hidden_reason IS NULL ORDER BY \(order) LIMIT ? OFFSET ?
                """, [listing.kind.rawValue] + page))
        case .category(let category):
            ids = try Self.ids(tx.rows("""
                SELECT t.id FROM letter_template t WHERE t.category = ? AND t.kind = ? AND t.hidden_reason IS NULL
                ORDER BY \(order) LIMIT ? OFFSET ?
                """, [category, listing.kind.rawValue] + page))
        case .tag(let tag):
            ids = try matching("SELECT template_id AS id FROM letter_template_tag WHERE tag = ? ORDER BY template_id DESC",
                               [tag], listing)
        case .words(let words):
            let terms = TownhallDatabase.searchTerms(words)
            guard !terms.isEmpty else { return [] }
            let search = switch tx.dialect {
            case .sqlite:
                "SELECT rowid AS id FROM letter_template_search WHERE letter_template_search MATCH ? ORDER BY rowid DESC"
            case .postgres:
                // the same quoted words: websearch_to_tsquery reads each as a phrase, all of them ANDed
                "SELECT id FROM letter_template WHERE search_document @@ websearch_to_tsquery('english', ?) ORDER BY id DESC"
            }
            ids = try matching(search, [terms.joined(separator: " ")], listing)
        }
        guard !ids.isEmpty else { return [] }
        let found = Dictionary(uniqueKeysWithValues: try tx.rows(Self.templateSelect + """
             WHERE t.id IN (\(ids.map { _ in "?" }.joined(separator: ",")))
            """, ids).map { row in let template = try Self.template(row); return (template.id, template) })
        return ids.compactMap { found[$0] }
    }

    /// `account`'s own visible templates, newest first (`templates mine`).
    public func templates(writtenBy account: AccountIdentity, limit: Int) throws -> [LetterTemplate] {
        try tx.rows(Self.templateSelect + """
             WHERE a.network = ? AND a.name = ? AND t.hidden_reason IS NULL ORDER BY t.id DESC LIMIT ?
            """, [account.network, account.name, limit]).map(Self.template)
    }

    /// A page of the visible templates `sql` lists (newest first): for `new` the page itself,
    /// for `top` the most liked of the newest `topWindow`.
    private func matching(_ sql: String, _ arguments: [any SQLValueConvertible], _ listing: TemplateListing) throws -> [Int64] {
        let page: [any SQLValueConvertible] = [listing.kind.rawValue, listing.limit, listing.offset]
        // SQLite's planner would rather scan by likes; the covering index answers "hidden?" and
        // "how liked?" per match (PostgreSQL picks it, or better, by itself)
        let likesIndex = tx.dialect == .sqlite ? " INDEXED BY letter_template_likes" : ""
        if listing.order == .new {
            return try Self.ids(tx.rows("""
                SELECT m.id FROM (\(sql)) m JOIN letter_template t\(likesIndex) ON t.id = m.id
                WHERE t.kind = ? AND t.hidden_reason IS NULL
                ORDER BY m.id DESC LIMIT ? OFFSET ?
                """, arguments + page))
        }
        return try Self.ids(tx.rows("""
            SELECT t.id FROM (\(sql) LIMIT \(Self.topWindow)) m
            JOIN letter_template t\(likesIndex) ON t.id = m.id
            WHERE t.kind = ? AND t.hidden_reason IS NULL ORDER BY t.like_count DESC, t.id DESC LIMIT ? OFFSET ?
            """, arguments + page))
    }

    private static func ids(_ rows: [SQLRow]) throws -> [Int64] {
        try rows.map { try $0.decode(Int64.self, at: 0) }
    }

    /// The categories and tags of the templates `account`'s letters were drafted from, and of
    /// the templates they liked: what `suggest` starts from.
    public func templateInterests(of account: AccountIdentity) throws -> (categories: [String], tags: [String]) {
        let used = """
            SELECT t.id, t.category FROM letter_template t WHERE t.id IN (
                SELECT l.template_id FROM letter l JOIN account a ON a.id = l.author_id
                WHERE a.network = ? AND a.name = ? AND l.template_id IS NOT NULL
                UNION SELECT k.template_id FROM letter_template_like k JOIN account a ON a.id = k.account_id
                WHERE a.network = ? AND a.name = ?)
            """
        let arguments: [any SQLValueConvertible] = [account.network, account.name, account.network, account.name]
        let categories = try tx.rows("""
            SELECT category FROM (\(used)) u GROUP BY category ORDER BY COUNT(*) DESC, category
            """, arguments).map { try $0.decode(String.self, at: 0) }
        let tags = try tx.rows("""
            SELECT tag.tag FROM letter_template_tag tag JOIN (\(used)) u ON u.id = tag.template_id
            GROUP BY tag.tag ORDER BY COUNT(*) DESC, tag.tag
            """, arguments).map { try $0.decode(String.self, at: 0) }
        return (categories, tags)
    }

    /// Visible templates `account` neither wrote nor drafted from that match what they care
    /// about: the categories and tags of `templateInterests`, or letters to the members they
    /// follow. Unranked (Civic decides the order); at most `limit` candidates, most liked first.
    public func templateSuggestions(for account: AccountIdentity, limit: Int = 200) throws -> [TemplateSuggestion] {
        let (categories, tags) = try templateInterests(of: account)
        let followedUse = try tx.rows("""
            SELECT l.template_id, COUNT(*) FROM letter l
            JOIN letter_recipient r ON r.letter_id = l.id
            JOIN follow f ON f.member_bioguide = r.bioguide_id
            JOIN account a ON a.id = f.account_id
            WHERE a.network = ? AND a.name = ? AND l.template_id IS NOT NULL AND l.stage = 'sent'
            GROUP BY l.template_id
            """, [account.network, account.name])
        let usedByFollowed = Dictionary(try followedUse.map { (try $0.decode(Int64.self, at: 0), try $0.decode(Int.self, at: 1)) },
                                        uniquingKeysWith: +)
        let categorySet = Set(categories), tagSet = Set(tags)
        // account ids start at 1: 0 stands for an account that does not exist yet (it wrote nothing)
        let candidates = try tx.rows(Self.templateSelect + """
             WHERE t.hidden_reason IS NULL
             AND t.author_id <> COALESCE((SELECT id FROM account WHERE network = ? AND name = ?), 0)
             AND t.id NOT IN (SELECT l.template_id FROM letter l JOIN account a ON a.id = l.author_id
                              WHERE a.network = ? AND a.name = ? AND l.template_id IS NOT NULL)
             ORDER BY t.like_count DESC, t.id DESC
            """, [account.network, account.name, account.network, account.name])
        var suggestions: [TemplateSuggestion] = []
        for row in candidates where suggestions.count < limit {
            let template = try Self.template(row)
            let suggestion = TemplateSuggestion(
                template: template, sharesCategory: categorySet.contains(template.category),
                sharedTags: template.tags.filter(tagSet.contains), lettersToFollowedMembers: usedByFollowed[template.id] ?? 0)
            if suggestion.sharesCategory || !suggestion.sharedTags.isEmpty || suggestion.lettersToFollowedMembers > 0 {
                suggestions.append(suggestion)
            }
        }
        return suggestions
    }

    private static let templateSelect = """
        SELECT t.id, a.network, a.name, COALESCE(p.is_private, 0) AS is_private, t.title, t.category, t.tags, t.body,
               t.like_count, (SELECT COUNT(*) FROM letter_template_comment c WHERE c.template_id = t.id AND c.hidden_reason IS NULL) AS comments,
               t.created_at, t.updated_at, t.hidden_reason, t.kind
        FROM letter_template t JOIN account a ON a.id = t.author_id LEFT JOIN profile p ON p.account_id = t.author_id
        """

    private static func template(_ row: SQLRow) throws -> LetterTemplate {
        let tags: String = try row.decode("tags")
        return LetterTemplate(
            id: try row.decode("id"), author: AccountIdentity(network: try row.decode("network"), name: try row.decode("name")),
            authorIsPrivate: try row.decode("is_private"), title: try row.decode("title"), category: try row.decode("category"),
            tags: tags.split(separator: " ").map(String.init), body: try row.decode("body"),
            kind: TemplateKind(rawValue: try row.decode("kind")) ?? .letter, likes: try row.decode("like_count"),
            comments: try row.decode("comments"), createdAt: try row.decode("created_at"), updatedAt: try row.decode("updated_at"),
            hiddenReason: try row.decode("hidden_reason"))
    }
}
