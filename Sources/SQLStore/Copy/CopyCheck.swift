/// The check after a copy committed: each table's rows counted in the target equal the rows read
/// from the source's snapshot, and each sampled source row is found in the target by its key
/// with every field equal.
struct CopyCheck: Sendable {
    let tables: [CopyTable]

    /// Returns how many sampled rows were compared; throws `mismatch` naming the first difference.
    func run(_ tx: any SQLTransaction, counts: [String: Int], written: [String: Int],
             samples: [String: [[SQLValue]]]) throws -> Int {
        var compared = 0
        for table in tables {
            let read = counts[table.name, default: 0]
            let stored = try tx.value(Int.self, "SELECT count(*) FROM \(table.quotedName)") ?? 0
            guard read == stored, written[table.name, default: 0] == read else {
                throw TableCopyError.mismatch("\(table.name) has \(read) rows in the source, \(stored) in the target")
            }
            for row in samples[table.name, default: []] {
                let found = try lookUp(row, in: table, tx)
                guard found == row else {
                    throw TableCopyError.mismatch("\(table.name) row \(describe(key: row, of: table)) is \(found.map(describe) ?? "missing") in the target, \(describe(row)) in the source")
                }
                compared += 1
            }
        }
        return compared
    }

    /// The target's row with the key of `row` (all its columns when the table has no primary key).
    private func lookUp(_ row: [SQLValue], in table: CopyTable, _ tx: any SQLTransaction) throws -> [SQLValue]? {
        let equal = tx.dialect == .sqlite ? "IS" : "IS NOT DISTINCT FROM"
        let key = table.rowKey
        let condition = key.map { "\(CopyTable.quoted($0)) \(equal) ?" }.joined(separator: " AND ")
        let values = key.map { row[table.columns.firstIndex(of: $0)!] }
        return try tx.row("SELECT \(table.columnList) FROM \(table.quotedName) WHERE \(condition) LIMIT 1", values)?.values
    }

    private func describe(key row: [SQLValue], of table: CopyTable) -> String {
        describe(table.rowKey.map { row[table.columns.firstIndex(of: $0)!] })
    }

    private func describe(_ values: [SQLValue]) -> String {
        "(" + values.map { value in
            switch value {
            case .null: "NULL"
            case .integer(let integer): "\(integer)"
            case .real(let real): "\(real)"
            case .text(let text): "'\(text.prefix(40))'"
            case .blob(let bytes): "<\(bytes.count) bytes>"
            }
        }.joined(separator: ", ") + ")"
    }
}
