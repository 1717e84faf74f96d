import SQLStore

/// The one shape of a reaction table (likes, upvotes, flags): a row per account and item, keyed
/// by the pair (an account reacts to an item once), gone with the item or the account, with an
/// index on the account for `forget me` and exports. Written once here so that every shipped
/// migration that made such a table spells it the same way (their rendered SQL is held byte for
/// byte by the golden files).
enum ReactionTableDDL {
    /// `CREATE TABLE table (item → itemTable, account_id → account, payload…, created_at)` and its
    /// account index, `table_on_account` — or, when `accountIndexAlso` names a payload column,
    /// `table_on_account_<column>` on both (the upvote's budget counts an account's day).
    static func create(_ table: String, item: String, on itemTable: String, payload: [String] = [],
                       accountIndexAlso column: String? = nil) -> [SchemaMigration.Step] {
        var ddl = SchemaDDL.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
        ddl.appendLiteral("CREATE TABLE \(table) (\n    \(item) ")
        ddl.appendInterpolation(.integer)
        ddl.appendLiteral(" NOT NULL REFERENCES \(itemTable)(id) ON DELETE CASCADE,\n    account_id ")
        ddl.appendInterpolation(.integer)
        ddl.appendLiteral(" NOT NULL REFERENCES account(id) ON DELETE CASCADE,\n")
        for column in payload {
            ddl.appendLiteral("    \(column),\n")
        }
        ddl.appendLiteral("    created_at ")
        ddl.appendInterpolation(.timestamp)
        ddl.appendLiteral(" NOT NULL,\n    PRIMARY KEY (\(item), account_id)\n)")
        ddl.appendInterpolation(.withoutRowID)
        let index = if let column {
            "CREATE INDEX \(table)_on_account_\(column) ON \(table)(account_id, \(column))"
        } else {
            "CREATE INDEX \(table)_on_account ON \(table)(account_id)"
        }
        return [.both(SchemaDDL(stringInterpolation: ddl)), .both(SchemaDDL(stringLiteral: index))]
    }
}
