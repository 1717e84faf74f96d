/// What one `townhall import vip` stored.
public struct VIPImportSummary: Sendable, Hashable {
    public var sourceKey = ""
    /// The same source had been imported before; its rows were replaced.
    public var replaced = false
    public var elections = 0
    public var pollingLocations = 0
    public var precincts = 0
    public var streetSegments = 0
    public var contests = 0
    public var candidates = 0
    /// Distinct ZIPs the feed covers.
    public var zips = 0

    public init() {}
}
