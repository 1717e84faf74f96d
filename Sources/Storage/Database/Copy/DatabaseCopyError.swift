/// Why a copy was refused or did not check out, in one line naming the problem. A copy that
/// fails leaves the target as it found it (migrated, perhaps, but with no row copied).
public enum DatabaseCopyError: Error, Equatable, CustomStringConvertible {
    /// The source and the target are the same database.
    case sameDatabase(String)
    /// The source has no Townhall migrations: an empty file, or not Townhall's database.
    case sourceNotTownhall(String)
    /// The source's migrations are not a run of this binary's from the first (should not happen).
    case sourceMigrationsOutOfOrder([String])
    /// The target is already migrated further than the source.
    case targetNewer(unknownToSource: [String])
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

    public var description: String {
        switch self {
        case .sameDatabase(let location):
            "the source and the target are the same database (\(location))"
        case .sourceNotTownhall(let location):
            "the source \(location) has no Townhall tables (no migrations applied): nothing to copy"
        case .sourceMigrationsOutOfOrder(let names):
            "the source's migrations are not in this Townhall's order (\(names.joined(separator: ", "))); migrate it with `townhall migrate` first"
        case .targetNewer(let names):
            "the target is migrated further than the source (\(names.joined(separator: ", "))); migrate the source with `townhall migrate` first, or copy into a new database"
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
