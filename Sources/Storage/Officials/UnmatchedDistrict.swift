/// A legislator whose district names none of the state's districts in the Census files: named in
/// the import summary so the operator sees the gap, since `reps` cannot reach them by ZIP.
public struct UnmatchedDistrict: Sendable, Hashable, CustomStringConvertible {
    public var state: USState
    public var chamber: StateChamber
    public var district: String
    public var officialName: String

    public init(state: USState, chamber: StateChamber, district: String, officialName: String) {
        self.state = state
        self.chamber = chamber
        self.district = district
        self.officialName = officialName
    }

    /// "CA upper 41 (Jane Doe)".
    public var description: String { "\(state.code) \(chamber.rawValue) \(district) (\(officialName))" }
}
