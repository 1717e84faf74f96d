/// What one import of a kind stored: the line an operator reads, and the number of records it
/// wrote, which `townhall sync` keeps per run so a dashboard can tell a sync that brought 537
/// members from one that brought none.
public struct ImportedData: Sendable, Hashable {
    /// The importer's summary, in words.
    public var line: String
    /// Records added or replaced, as the kind counts them (members, offices, ZIP rows, roll
    /// calls, bills, officials, polling places and the rest of a feed).
    public var rows: Int

    public init(line: String, rows: Int) {
        self.line = line
        self.rows = rows
    }
}
