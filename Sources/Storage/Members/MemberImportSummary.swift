/// What a legislators import changed.
public struct MemberImportSummary: Sendable, Hashable {
    /// Members seen for the first time.
    public var added: Int
    /// Members already known, whose row was refreshed.
    public var updated: Int
    /// Members in office before the import who are not in the file: marked not in office (kept,
    /// so that other data can still refer to them).
    public var leftOffice: Int

    public init(added: Int, updated: Int, leftOffice: Int) {
        self.added = added
        self.updated = updated
        self.leftOffice = leftOffice
    }
}
