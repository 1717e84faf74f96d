import Foundation

extension ReadSnapshot {
    /// Bills whose titles or summaries contain `words`, best first (a word in a title weighs ten
    /// times a word in a summary: FTS5's bm25 on SQLite, `ts_rank` on PostgreSQL). Every bill
    /// matching all the words comes first; when none does, bills matching any of them. User
    /// punctuation never reaches the query syntax: the words are reduced to letters and digits
    /// and each is quoted, so `"`, `*` or `NEAR(` are plain text.
    public func searchBills(_ words: String, limit: Int = 10) throws -> [BillHeadline] {
        let terms = TownhallDatabase.searchTerms(words)
        guard !terms.isEmpty else { return [] }
        let all = try TownhallDatabase.search(terms.joined(separator: " "), limit: limit, in: tx)
        if !all.isEmpty || terms.count == 1 { return all }
        return try TownhallDatabase.search(terms.joined(separator: " OR "), limit: limit, in: tx)
    }
}
