import SQLStore

/// How many voters chose one option of a roll call.
public struct OptionCount: Sendable, Hashable {
    public var option: String
    public var count: Int

    public init(option: String, count: Int) {
        self.option = option
        self.count = count
    }

    /// Orders options the way results are read: for, against, present, not voting; candidates
    /// (any other label) by count, most first, before present and not voting.
    public static func displayOrder(_ counts: [OptionCount]) -> [OptionCount] {
        func rank(_ option: String) -> Int {
            switch option {
            case "Yea", "Aye", "Guilty": 0
            case "Nay", "No", "Not Guilty": 1
            case "Present": 3
            case "Not Voting": 4
            default: 2
            }
        }
        return counts.sorted { lhs, rhs in
            let (left, right) = (rank(lhs.option), rank(rhs.option))
            if left != right { return left < right }
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            return lhs.option < rhs.option
        }
    }
}

extension OptionCount {
    /// A row with the columns `option` and `count`.
    init(row: SQLRow) throws {
        self.init(option: try row.decode("option"), count: try row.decode("count"))
    }
}
