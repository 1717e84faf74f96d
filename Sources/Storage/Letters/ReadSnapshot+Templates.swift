import Foundation
import GRDB

extension ReadSnapshot {
    /// Template `id`, hidden or not (the caller says which it shows).
    public func template(_ id: Int64) throws -> LetterTemplate? {
        try Row.fetchOne(db, sql: Self.templateSelect + " WHERE t.id = ?", arguments: [id]).map(Self.template)
    }

    /// How many of the newest matches `top` ranks by likes when searching by words or tag.
    ///
    /// Why a window: ranking every match exactly means reading every matching row (a common
    /// word matches most of a library of 100,000), tens of milliseconds a search. The newest
    /// 1,000 matches come from an index already in id order, so `top` stays a few milliseconds;
    /// a narrower search (most of them) has fewer matches and is ranked exactly.
    public static let topWindow = 1_000

    /// A page of visible templates. Full-text words are reduced to letters and digits and
    /// quoted, so no user punctuation reaches the FTS5 query syntax; every word must match.
    /// Every form walks an index in its order and stops at the page (see `topWindow`).
    public func templates(_ listing: TemplateListing) throws -> [LetterTemplate] {
        let order = listing.order == .top ? "t.like_count DESC, t.id DESC" : "t.id DESC"
        let page: StatementArguments = [listing.limit, listing.offset]
        let ids: [Int64]
        switch listing.filter {
        case .all:
            ids = try Int64.fetchAll(db, sql: """
                SELECT t.id FROM letter_template t WHERE t.hidden_reason IS NULL ORDER BY \(order) LIMIT ? OFFSET ?
                """, arguments: page)
        case .category(let category):
            ids = try Int64.fetchAll(db, sql: """
                SELECT t.id FROM letter_template t WHERE t.category = ? AND t.hidden_reason IS NULL ORDER BY \(order) LIMIT ? OFFSET ?
                """, arguments: [category] + page)
        case .tag(let tag):
            ids = try matching("SELECT template_id AS id FROM letter_template_tag WHERE tag = ? ORDER BY template_id DESC",
                               [tag], listing)
        case .words(let words):
            let terms = TownhallDatabase.searchTerms(words)
            guard !terms.isEmpty else { return [] }
            ids = try matching("""
                SELECT rowid AS id FROM letter_template_search WHERE letter_template_search MATCH ? ORDER BY rowid DESC
                """, [terms.joined(separator: " ")], listing)
        }
        guard !ids.isEmpty else { return [] }
        let found = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: Self.templateSelect + """
             WHERE t.id IN (\(ids.map { _ in "?" }.joined(separator: ",")))
            """, arguments: StatementArguments(ids)).map { row in (row[0] as Int64, Self.template(row)) })
        return ids.compactMap { found[$0] }
    }

    /// A page of the visible templates `sql` lists (newest first): for `new` the page itself,
    /// for `top` the most liked of the newest `topWindow`.
    private func matching(_ sql: String, _ arguments: StatementArguments, _ listing: TemplateListing) throws -> [Int64] {
        let page: StatementArguments = [listing.limit, listing.offset]
        if listing.order == .new {
            return try Int64.fetchAll(db, sql: """
                SELECT m.id FROM (\(sql)) m JOIN letter_template t INDEXED BY letter_template_likes ON t.id = m.id
                WHERE t.hidden_reason IS NULL
                ORDER BY m.id DESC LIMIT ? OFFSET ?
                """, arguments: arguments + page)
        }
        return try Int64.fetchAll(db, sql: """
            SELECT t.id FROM (\(sql) LIMIT \(Self.topWindow)) m
            JOIN letter_template t INDEXED BY letter_template_likes ON t.id = m.id
            WHERE t.hidden_reason IS NULL ORDER BY t.like_count DESC, t.id DESC LIMIT ? OFFSET ?
            """, arguments: arguments + page)
    }

    /// The comments under template `id`, oldest first.
    public func templateComments(_ id: Int64) throws -> [ItemComment] {
        try Row.fetchAll(db, sql: """
            SELECT a.name, c.text, c.created_at FROM letter_template_comment c JOIN account a ON a.id = c.author_id
            WHERE c.template_id = ? ORDER BY c.id
            """, arguments: [id]).map { ItemComment(authorName: $0[0], text: $0[1], createdAt: $0[2]) }
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

    /// Visible templates `account` neither wrote nor drafted from that match what they care
    /// about: the categories and tags of `templateInterests`, or letters to the members they
    /// follow. Unranked (Civic decides the order); at most `limit` candidates, most liked first.
    public func templateSuggestions(for account: AccountIdentity, limit: Int = 200) throws -> [TemplateSuggestion] {
        let (categories, tags) = try templateInterests(of: account)
        let followedUse = try Row.fetchAll(db, sql: """
            SELECT l.template_id, COUNT(*) FROM letter l
            JOIN letter_recipient r ON r.letter_id = l.id
            JOIN follow f ON f.member_bioguide = r.bioguide_id
            JOIN account a ON a.id = f.account_id
            WHERE a.network = ? AND a.name = ? AND l.template_id IS NOT NULL AND l.stage = 'sent'
            GROUP BY l.template_id
            """, arguments: [account.network, account.name])
        let usedByFollowed = Dictionary(followedUse.map { ($0[0] as Int64, $0[1] as Int) }, uniquingKeysWith: +)
        let categorySet = Set(categories), tagSet = Set(tags)
        let candidates = try Row.fetchAll(db, sql: Self.templateSelect + """
             WHERE t.hidden_reason IS NULL
             AND t.author_id IS NOT (SELECT id FROM account WHERE network = ?1 AND name = ?2)
             AND t.id NOT IN (SELECT l.template_id FROM letter l JOIN account a ON a.id = l.author_id
                              WHERE a.network = ?1 AND a.name = ?2 AND l.template_id IS NOT NULL)
             ORDER BY t.like_count DESC, t.id DESC
            """, arguments: [account.network, account.name]).lazy.map(Self.template)
        var suggestions: [TemplateSuggestion] = []
        for template in candidates where suggestions.count < limit {
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
