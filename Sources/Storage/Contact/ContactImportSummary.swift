/// What a district offices or social media import stored: the whole table is replaced.
public struct ContactImportSummary: Sendable, Hashable {
    /// Members with at least one office (or account) in the file.
    public var members: Int
    /// Offices (or accounts) stored.
    public var entries: Int

    public init(members: Int, entries: Int) {
        self.members = members
        self.entries = entries
    }
}
