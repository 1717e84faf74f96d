import Foundation

/// The one write a lease claim makes (a queue whose rows workers lease, such as an outbox): move
/// `claimed_until` of the chosen rows to the end of the lease — a statement per few hundred rows
/// rather than per row (a trip to the server each on PostgreSQL), under the 999 placeholders old
/// SQLite allows.
package enum ClaimedRows {
    package static let idsPerStatement = 500

    /// The isolation of a claim's write: READ COMMITTED, the level `FOR UPDATE … SKIP LOCKED` is
    /// made for. There a row another claimer took meanwhile is checked against the `WHERE` again
    /// once locked (so it is never claimed twice) and a row being claimed is skipped; under the
    /// engine's SERIALIZABLE the claimers failed on each other's reads instead, and with four at
    /// once on a busy machine one ran out of retries.
    package static let isolation = WriteIsolation.readCommitted

    /// What the choosing `SELECT` of a claim ends with: on PostgreSQL `FOR UPDATE OF alias SKIP
    /// LOCKED` (in a write at `isolation`). SQLite has one writer: nothing.
    package static func lockClause(alias: String, in tx: any SQLTransaction) -> String {
        tx.dialect == .postgres ? " FOR UPDATE OF \(alias) SKIP LOCKED" : ""
    }

    /// Sets `claimed_until` of rows `ids` of `table` (a name from our own code, never from input).
    package static func claim(_ ids: [Int64], of table: String, until leaseEnd: Date, in tx: any SQLTransaction) throws {
        for start in stride(from: 0, to: ids.count, by: idsPerStatement) {
            let chunk = Array(ids[start..<min(start + idsPerStatement, ids.count)])
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            try tx.execute("UPDATE \(table) SET claimed_until = ? WHERE id IN (\(marks))", [leaseEnd as any SQLValueConvertible] + chunk.map { $0 as any SQLValueConvertible })
        }
    }
}
