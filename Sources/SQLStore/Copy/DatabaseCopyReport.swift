/// What a copy did: the rows of each table (in the order they were copied) and how many sampled
/// rows were read back from the target and compared field by field with the source's.
public struct DatabaseCopyReport: Sendable, Equatable {
    public struct Table: Sendable, Equatable {
        public var name: String
        public var rows: Int
    }

    public var tables: [Table]
    public var sampledRows: Int

    public var totalRows: Int { tables.reduce(0) { $0 + $1.rows } }

    /// One line per table, then the check, as `townhall copy` prints them.
    public var lines: [String] {
        let width = tables.map(\.name.count).max() ?? 0
        return tables.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  \($0.rows)" }
            + ["checked \(sampledRows) sampled rows: equal in every field",
               "copied \(totalRows) rows in \(tables.count) tables; counts equal"]
    }
}
