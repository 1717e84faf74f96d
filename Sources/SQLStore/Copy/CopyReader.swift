/// The source side of a copy: reads every table in one read transaction (one consistent
/// snapshot), page by page in key order, and puts the pages in the pipe. Keeps the count of each
/// table and a few rows of each (first, last, and some between) for the check after the commit.
struct CopyReader: Sendable {
    let tables: [CopyTable]
    let pageSize: Int
    /// Rows kept per table for the check, at most.
    let samplesPerTable: Int

    struct Result: Sendable {
        var counts: [String: Int] = [:]
        var samples: [String: [[SQLValue]]] = [:]
    }

    func read(_ tx: any SQLTransaction, into pipe: RowPipe) throws -> Result {
        var result = Result()
        for table in tables {
            var count = 0
            var samples: [[SQLValue]] = []
            var lastRow: [SQLValue]?
            var page = try firstPage(table, tx)
            while !page.isEmpty {
                for row in page {
                    if count % 37 == 0 && samples.count < samplesPerTable - 1 { samples.append(row) }
                    count += 1
                }
                lastRow = page.last
                try pipe.put(.rows(table: table.name, page))
                page = page.count < pageSize ? [] : try nextPage(table, after: page.last!, count: count, tx)
            }
            if let lastRow, samples.last != lastRow { samples.append(lastRow) }
            result.counts[table.name] = count
            result.samples[table.name] = samples
        }
        try pipe.put(.finished)
        return result
    }

    private func select(_ table: CopyTable) -> String {
        "SELECT \(table.columnList) FROM \(table.quotedName)"
    }

    private func order(_ table: CopyTable) -> String {
        " ORDER BY " + table.rowKey.map(CopyTable.quoted).joined(separator: ", ")
    }

    private func firstPage(_ table: CopyTable, _ tx: any SQLTransaction) throws -> [[SQLValue]] {
        try tx.rows(select(table) + order(table) + " LIMIT ?", [pageSize]).map(\.values)
    }

    /// The rows after `last`: by primary key (a keyset, so each page is an index descent); a
    /// table without one is paged by offset in the order of all its columns (rows that tie are
    /// equal, so either may come first).
    private func nextPage(_ table: CopyTable, after last: [SQLValue], count: Int,
                          _ tx: any SQLTransaction) throws -> [[SQLValue]] {
        guard !table.primaryKey.isEmpty else {
            return try tx.rows(select(table) + order(table) + " LIMIT ? OFFSET ?", [pageSize, count]).map(\.values)
        }
        let key = table.primaryKey.map { column in last[table.columns.firstIndex(of: column)!] }
        let columns = table.primaryKey.map(CopyTable.quoted).joined(separator: ", ")
        let placeholders = Array(repeating: "?", count: key.count).joined(separator: ", ")
        return try tx.rows(select(table) + " WHERE (\(columns)) > (\(placeholders))" + order(table) + " LIMIT ?",
                           key + [SQLValue.integer(Int64(pageSize))]).map(\.values)
    }
}
