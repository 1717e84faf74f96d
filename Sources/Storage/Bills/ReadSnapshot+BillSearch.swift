import Foundation
import GRDB

extension ReadSnapshot {
    /// Bills whose titles or summaries contain `words`, best first (FTS5 bm25; a word in a title
    /// weighs ten times a word in a summary). Every bill matching all the words comes first; when
    /// none does, bills matching any of them. User punctuation never reaches the query syntax:
    /// the words are reduced to letters and digits and each is quoted, so `"`, `*` or `NEAR(`
    /// are plain text.
    public func searchBills(_ words: String, limit: Int = 10) throws -> [BillHeadline] {
        let terms = TownhallDatabase.searchTerms(words)
        guard !terms.isEmpty else { return [] }
        let all = try TownhallDatabase.search(terms.joined(separator: " "), limit: limit, in: db)
        if !all.isEmpty || terms.count == 1 { return all }
        return try TownhallDatabase.search(terms.joined(separator: " OR "), limit: limit, in: db)
    }
}
