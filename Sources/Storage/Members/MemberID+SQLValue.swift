import SQLStore

/// A member id is stored as its Bioguide text, on both engines.
extension MemberID: SQLValueConvertible {
    public var sqlValue: SQLValue { .text(bioguide) }

    public init?(sqlValue: SQLValue) {
        guard let bioguide = String(sqlValue: sqlValue) else { return nil }
        self.init(bioguide)
    }
}
