import Storage

/// The words for storage failures a person should hear about, rather than "something went wrong":
/// what happened to what they asked, and who can fix it.
public enum StorageFailureText {
    public static let databaseFull = "The database is full; nothing was saved — tell an admin."

    /// The sentence for `error`, nil when it is not a storage failure with words of its own.
    public static func sentence(for error: any Error) -> String? {
        TownhallDatabase.isFull(error) ? databaseFull : nil
    }
}
