/// One table as the copy sees it in an engine's catalog: the columns it writes (generated columns
/// are left out: the target computes them), the primary key it pages and matches rows by, the
/// tables it refers to (copied before it), and, on PostgreSQL, the identity column whose sequence
/// must be moved past the copied ids.
struct CopyTable: Sendable, Equatable {
    var name: String
    var columns: [String]
    var primaryKey: [String]
    var references: Set<String>
    var identityColumn: String?

    /// `"name"`, quoted for both engines (some columns are called `type`, `number`, `position`).
    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    var quotedName: String { Self.quoted(name) }
    var columnList: String { columns.map(Self.quoted).joined(separator: ", ") }

    /// The key to page and to look rows up by: the primary key, else every column.
    var rowKey: [String] { primaryKey.isEmpty ? columns : primaryKey }
}
