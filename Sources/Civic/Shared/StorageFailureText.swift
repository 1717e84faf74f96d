import Storage

/// The words for storage failures a person should hear about, rather than "something went wrong":
/// what happened to what they asked, and who can fix it.
public enum StorageFailureText {
    public static let databaseFull = "The database is full; nothing was saved — tell an admin."
    /// A shared database (PostgreSQL) that went away: the bot stays up, and the engine opens new
    /// connections once it is back. It does not say "nothing was saved": a connection that drops
    /// right after COMMIT was sent may have committed.
    public static let databaseUnreachable = "Can't reach the database right now; try again in a minute."

    /// The sentence for `error`, nil when it is not a storage failure with words of its own.
    public static func sentence(for error: any Error) -> String? {
        if TownhallDatabase.isFull(error) { return databaseFull }
        if TownhallDatabase.isUnreachable(error) { return databaseUnreachable }
        return nil
    }
}
