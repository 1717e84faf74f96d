/// An election of an imported feed, with the feed's key and, for `register`, the offices that
/// run it where the ZIP lies (state first, then locality) with their hours.
public struct ElectionFacts: Sendable, Hashable {
    public var sourceKey: String
    public var election: VIPElection
    public var administrations: [VIPAdministration]
    public var officeHours: [String: [VIPSchedule]]

    public init(sourceKey: String, election: VIPElection, administrations: [VIPAdministration] = [],
                officeHours: [String: [VIPSchedule]] = [:]) {
        self.sourceKey = sourceKey
        self.election = election
        self.administrations = administrations
        self.officeHours = officeHours
    }
}
