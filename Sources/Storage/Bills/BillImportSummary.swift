/// What storing a batch of bill status records changed.
public struct BillImportSummary: Sendable, Hashable {
    public var added: Int
    /// Known bills replaced by a newer record.
    public var updated: Int
    /// Known bills left as they were (same or older record).
    public var unchanged: Int

    public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
    }
}
