/// The nearness factor of a report to a ZIP: 1 in the same ZIP, `sameDistrict` in a ZIP that
/// shares a congressional district with it, `sameState` elsewhere in the state; reports farther
/// away are left out. A state or district list counts every report in it as near (1).
public struct IncidentNearness: Sendable, Hashable {
    public var sameZip: Double
    public var sameDistrict: Double
    public var sameState: Double

    public init(sameZip: Double = 1, sameDistrict: Double = 0.5, sameState: Double = 0.25) {
        self.sameZip = sameZip
        self.sameDistrict = sameDistrict
        self.sameState = sameState
    }
}
