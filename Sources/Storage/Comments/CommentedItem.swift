import SQLStore

/// The item comments are under, as its comment table keys it: a question's, report's, letter
/// template's or rock post's id, or a bill.
public enum CommentedItem: Sendable, Hashable {
    case id(Int64)
    case bill(BillID)

    var key: any SQLValueConvertible {
        switch self {
        case .id(let id): id
        case .bill(let bill): bill.key
        }
    }
}
