/// What an Open States or a state districts import stored, and which legislators' districts
/// matched nothing in the Census files.
public struct OfficialsImportSummary: Sendable, Hashable {
    /// Officials, or ZIP-to-district rows, stored.
    public var stored: Int
    /// Legislators of the imported states whose district the state's Census rows do not have.
    public var unmatched: [UnmatchedDistrict]
    /// Imported states with legislators but no Census districts yet: nothing could be matched.
    public var statesWithoutDistricts: [USState]

    public init(stored: Int, unmatched: [UnmatchedDistrict], statesWithoutDistricts: [USState]) {
        self.stored = stored
        self.unmatched = unmatched
        self.statesWithoutDistricts = statesWithoutDistricts
    }
}
