/// Why a copy of Townhall's database was refused before any row moved, in one line naming the
/// problem: the two sides' migrations do not allow it. (What goes wrong while the rows move is a
/// `TableCopyError`.) A copy that fails leaves the target as it found it (migrated, perhaps, but
/// with no row copied).
public enum DatabaseCopyError: Error, Equatable, CustomStringConvertible {
    /// The source and the target are the same database.
    case sameDatabase(String)
    /// The source has no Townhall migrations: an empty file, or not Townhall's database.
    case sourceNotTownhall(String)
    /// The source's migrations are not a run of this binary's from the first (should not happen).
    case sourceMigrationsOutOfOrder([String])
    /// The target is already migrated further than the source.
    case targetNewer(unknownToSource: [String])

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
        }
    }
}
