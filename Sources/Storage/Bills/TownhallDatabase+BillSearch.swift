import Foundation
import GRDB

extension TownhallDatabase {

    /// The user's words as quoted FTS5 strings: runs of letters and digits, at most 16 of them.
    static func searchTerms(_ words: String) -> [String] {
        words.split { !($0.isLetter || $0.isNumber) }.prefix(16).map { "\"\($0)\"" }
    }

    static func search(_ match: String, limit: Int, in db: Database) throws -> [BillHeadline] {
        try Row.fetchAll(db, sql: """
            SELECT bill.id, bill.title, bill.latest_action_date, bill.latest_action_text
            FROM bill_search JOIN bill ON bill.rowid = bill_search.rowid
            WHERE bill_search MATCH ? ORDER BY bm25(bill_search, 0.0, 10.0, 1.0), bill.id LIMIT ?
            """, arguments: [match, limit]).compactMap(headline)
    }

    static func headline(_ row: Row) -> BillHeadline? {
        guard let id = BillID(row["id"]) else { return nil }
        return BillHeadline(id: id, title: row["title"], latestAction: latestAction(row))
    }

    /// Rewrites the bill's search entry; the entry's rowid is the bill row's, so it is found
    /// without a scan.
    static func indexForSearch(_ bill: Bill, in db: Database) throws {
        guard let rowID = try Int64.fetchOne(db, sql: "SELECT rowid FROM bill WHERE id = ?", arguments: [bill.id.key]) else {
            return
        }
        try db.execute(sql: "DELETE FROM bill_search WHERE rowid = ?", arguments: [rowID])
        var titles = [bill.title]
        for title in bill.titles.map(\.title) where !titles.contains(title) { titles.append(title) }
        var summaries: [String] = []
        for summary in bill.summaries.map(\.text) where !summaries.contains(summary) { summaries.append(summary) }
        try db.execute(sql: "INSERT INTO bill_search (rowid, bill_id, titles, summaries) VALUES (?, ?, ?, ?)",
                       arguments: [rowID, bill.id.key, titles.joined(separator: "\n"), summaries.joined(separator: "\n\n")])
    }
}
