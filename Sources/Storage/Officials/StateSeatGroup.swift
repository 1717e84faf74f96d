/// One chamber of one state: what a Census relationship file covers, and so what its import
/// replaces.
public struct StateSeatGroup: Sendable, Hashable {
    public var state: USState
    public var chamber: StateChamber

    public init(state: USState, chamber: StateChamber) {
        self.state = state
        self.chamber = chamber
    }
}
