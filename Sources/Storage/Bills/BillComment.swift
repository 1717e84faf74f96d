import Foundation

/// A comment under a bill.
public struct BillComment: Sendable, Hashable {
    public var id: Int64
    public var billID: BillID
    public var authorName: String
    public var text: String
    public var createdAt: Date
}
