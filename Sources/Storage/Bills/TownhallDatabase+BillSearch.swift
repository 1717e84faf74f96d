import Foundation
import SQLStore

extension TownhallDatabase {

    /// The user's words as quoted strings, runs of letters and digits, at most 16 of them: an FTS5
    /// query and a `websearch_to_tsquery` text alike (words side by side must all match; joined
    /// by " OR ", any may).
    static func searchTerms(_ words: String) -> [String] {
        words.split { !($0.isLetter || $0.isNumber) }.prefix(16).map { "\"\($0)\"" }
    }

    static func search(_ match: String, limit: Int, in tx: any SQLTransaction) throws -> [BillHeadline] {
        let sql = switch tx.dialect {
        case .sqlite:
            """
            SELECT bill.id, bill.title, bill.latest_action_date, bill.latest_action_text
            FROM bill_search JOIN bill ON bill.rowid = bill_search.rowid
            WHERE bill_search MATCH ? ORDER BY bm25(bill_search, 0.0, 10.0, 1.0), bill.id LIMIT ?
            """
        case .postgres:
            // `document` holds titles and summaries together; the titles' own rank, computed
            // for the matching rows only, gives them the weight bm25's column weights give them.
            """
            SELECT bill.id, bill.title, bill.latest_action_date, bill.latest_action_text
            FROM bill_search JOIN bill ON bill.id = bill_search.bill_id,
                websearch_to_tsquery('english', ?) AS query
            WHERE bill_search.document @@ query
            ORDER BY 10 * ts_rank(to_tsvector('english', coalesce(bill_search.titles, '')), query)
                + ts_rank(bill_search.document, query) DESC, bill.id
            LIMIT ?
            """
        }
        return try tx.rows(sql, [match, limit]).compactMap(headline)
    }

    static func headline(_ row: SQLRow) throws -> BillHeadline? {
        guard let id = BillID(try row.decode(String.self, "id")) else { return nil }
        return BillHeadline(id: id, title: try row.decode("title"), latestAction: try latestAction(row))
    }

    /// Rewrites the bill's search entry. On SQLite the entry's rowid is the bill row's, so it is
    /// found without a scan; on PostgreSQL (no rowid) `bill_id` is indexed.
    static func indexForSearch(_ bill: Bill, in tx: any SQLTransaction) throws {
        var titles = [bill.title]
        for title in bill.titles.map(\.title) where !titles.contains(title) { titles.append(title) }
        var summaries: [String] = []
        for summary in bill.summaries.map(\.text) where !summaries.contains(summary) { summaries.append(summary) }
        let (titleText, summaryText) = (titles.joined(separator: "\n"), summaries.joined(separator: "\n\n"))
        switch tx.dialect {
        case .sqlite:
            guard let rowID = try tx.value(Int64.self, "SELECT rowid FROM bill WHERE id = ?", [bill.id.key]) else { return }
            try tx.execute("DELETE FROM bill_search WHERE rowid = ?", [rowID])
            try tx.execute("INSERT INTO bill_search (rowid, bill_id, titles, summaries) VALUES (?, ?, ?, ?)",
                           [rowID, bill.id.key, titleText, summaryText])
        case .postgres:
            try tx.execute("DELETE FROM bill_search WHERE bill_id = ?", [bill.id.key])
            try tx.execute("INSERT INTO bill_search (bill_id, titles, summaries) VALUES (?, ?, ?)",
                           [bill.id.key, titleText, summaryText])
        }
    }
}
