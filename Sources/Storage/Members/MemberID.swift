import GRDB

/// A member of Congress, by their Bioguide id ("P000197"): the key the official legislators file,
/// the roll calls and the bill files share. A type of its own, like `BillID` and `RollCallID`, so
/// that a member can't be passed where a ZIP, a nick or a LIS id was meant.
public struct MemberID: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The Bioguide id exactly as the official files write it.
    public var bioguide: String

    public init(_ bioguide: String) {
        self.bioguide = bioguide
    }

    public init(stringLiteral bioguide: String) {
        self.init(bioguide)
    }

    public var description: String { bioguide }

    public static func < (lhs: MemberID, rhs: MemberID) -> Bool { lhs.bioguide < rhs.bioguide }
}

extension MemberID: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { bioguide.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> MemberID? {
        String.fromDatabaseValue(dbValue).map { MemberID($0) }
    }
}
