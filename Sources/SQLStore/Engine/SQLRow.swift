/// One row of a result: values by column position and by name, the same on both engines.
public struct SQLRow: Sendable {
    /// Column names, shared by every row of one result.
    public let columns: [String]
    public let values: [SQLValue]

    public init(columns: [String], values: [SQLValue]) {
        precondition(columns.count == values.count, "a row has one value per column")
        self.columns = columns
        self.values = values
    }

    /// The value of the first column named `column`.
    public func value(_ column: String) throws -> SQLValue {
        guard let index = columns.firstIndex(of: column) else {
            throw SQLEngineError.noSuchColumn(column, in: columns)
        }
        return values[index]
    }

    /// The value of `column` as `T`; throws when the column is missing or holds another type.
    public func decode<T: SQLValueConvertible>(_ type: T.Type = T.self, _ column: String) throws -> T {
        let value = try value(column)
        guard let decoded = T(sqlValue: value) else {
            throw SQLEngineError.wrongType(column: column, expected: "\(T.self)", found: value)
        }
        return decoded
    }

    /// The value at `index` as `T`; throws when it holds another type.
    public func decode<T: SQLValueConvertible>(_ type: T.Type = T.self, at index: Int) throws -> T {
        guard values.indices.contains(index) else {
            throw SQLEngineError.noSuchColumn("#\(index)", in: columns)
        }
        guard let decoded = T(sqlValue: values[index]) else {
            throw SQLEngineError.wrongType(column: columns[index], expected: "\(T.self)", found: values[index])
        }
        return decoded
    }
}
