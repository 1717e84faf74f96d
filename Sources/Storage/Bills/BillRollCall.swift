import Foundation

/// A roll call on a bill: known from the bill's actions, from the vote file, or both.
public struct BillRollCall: Sendable, Hashable {
    public var id: RollCallID
    public var date: Date?
    /// The bill action that recorded the vote, when the bill status file lists it.
    public var actionText: String?
    /// The imported vote, nil when its vote file has not been imported.
    public var rollCall: RollCallSummary?
}
