/// What a street address resolved to: the precinct of the best street segment, its polling
/// places and ballot style, and whether it votes by mail only.
public struct AddressMatch: Sendable, Hashable {
    public var sourceKey: String
    public var segment: VIPStreetSegment
    public var precinct: VIPPrecinct
    /// The precinct or its locality votes by mail only.
    public var isMailOnly: Bool
    public var places: [PollingPlace]
    public var electionDates: [String]

    public init(sourceKey: String, segment: VIPStreetSegment, precinct: VIPPrecinct, isMailOnly: Bool,
                places: [PollingPlace], electionDates: [String]) {
        self.sourceKey = sourceKey
        self.segment = segment
        self.precinct = precinct
        self.isMailOnly = isMailOnly
        self.places = places
        self.electionDates = electionDates
    }
}
