extension SQLRow {
    /// The value of `column` as the type its use asks for: `Profile(zip: try row.decode("zip"), …)`.
    /// (`decode(_:_:)` cannot leave its type out: Swift would take the column for the type.)
    public func decode<T: SQLValueConvertible>(_ column: String) throws -> T {
        try decode(T.self, column)
    }
}
