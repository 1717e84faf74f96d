/// Why a table copy was refused or did not check out, in one line naming the problem. A copy that
/// fails leaves the target as it found it (no row copied).
package enum TableCopyError: Error, Equatable, CustomStringConvertible {
    /// The target holds rows (more than its migrations wrote).
    case targetNotEmpty(table: String, rows: Int)
    /// The two catalogs differ although both are at the same migration.
    case schemasDiffer(String)
    /// The target refused a row (a value its column type does not take, say): nothing was copied.
    case targetRefusedRow(table: String, why: String)
    /// The target's write transaction had to start again (another writer on the target).
    case targetBusy
    /// The committed copy does not match the source (counts or a sampled row).
    case mismatch(String)

    package var description: String {
        switch self {
        case let .targetNotEmpty(table, rows):
            "the target is not empty (\(table) has \(rows) rows); copy into a new, empty database"
        case .schemasDiffer(let why):
            "the source and the target have different tables at the same migration: \(why)"
        case let .targetRefusedRow(table, why):
            "the target refused a row of \(table) (\(why)); nothing was copied"
        case .targetBusy:
            "another process wrote to the target during the copy; nothing was copied (stop it and copy again)"
        case .mismatch(let why):
            "the copy does not match the source: \(why)"
        }
    }
}
