/// Inserts many rows with multi-row `INSERT … VALUES (…), (…), …` statements: one statement per
/// batch instead of one per row. On PostgreSQL each statement is a round trip to the server, so
/// a bulk load of 42,000 rows makes about 200 trips instead of 42,000; on SQLite it saves the
/// per-statement work of the engine layer.
package struct BatchInsert {
    /// "INSERT INTO item (a, b, c)": the statement up to VALUES.
    package let head: String
    /// What follows the rows, e.g. "ON CONFLICT DO NOTHING"; empty for nothing.
    package let tail: String
    package let columnCount: Int
    /// Rows per statement: at most 900 values, under the 999 placeholders old SQLite builds allow.
    package var rowsPerStatement: Int { max(1, 900 / columnCount) }

    package init(_ head: String, columns columnCount: Int, tail: String = "") {
        self.head = head
        self.tail = tail
        self.columnCount = columnCount
    }

    /// Inserts `rows` (each with `columnCount` values) in order; calls `progress` with the number
    /// of rows written after each statement. Returns the number of rows inserted.
    @discardableResult
    package func run(_ rows: [[any SQLValueConvertible]], in tx: any SQLTransaction,
             progress: ((Int) -> Void)? = nil) throws -> Int {
        var inserted = 0
        var start = 0
        while start < rows.count {
            let batch = rows[start..<min(start + rowsPerStatement, rows.count)]
            var values: [any SQLValueConvertible] = []
            values.reserveCapacity(batch.count * columnCount)
            for row in batch {
                precondition(row.count == columnCount, "a row of \(head) has \(columnCount) values")
                values.append(contentsOf: row)
            }
            inserted += try tx.execute(sql(rows: batch.count), values)
            start += batch.count
            progress?(start)
        }
        return inserted
    }

    /// The statement for `rows` rows (full batches share one text, so SQLite prepares it once).
    package func sql(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columnCount).joined(separator: ", ") + ")"
        let statement = head + " VALUES " + Array(repeating: row, count: rows).joined(separator: ", ")
        return tail.isEmpty ? statement : statement + " " + tail
    }
}
