/// A run of addresses on one street that votes in one precinct. No street: the whole city
/// (`IncludesAllStreets`); no house numbers: the whole street (`IncludesAllAddresses`).
public struct VIPStreetSegment: Sendable, Hashable {
    public enum Parity: String, Sendable, Hashable { case both, odd, even }

    public var id: String
    public var precinctID: String
    public var zip: String?
    /// Upper case, as `StreetName.city` normalises it.
    public var city: String?
    public var state: String?
    /// `StreetName.key` of direction, name, suffix and post-direction; nil for a whole city.
    public var street: String?
    public var startHouse: Int?
    public var endHouse: Int?
    public var parity: Parity

    public init(id: String, precinctID: String, zip: String?, city: String?, state: String?, street: String?,
                startHouse: Int?, endHouse: Int?, parity: Parity) {
        self.id = id
        self.precinctID = precinctID
        self.zip = zip
        self.city = city
        self.state = state
        self.street = street
        self.startHouse = startHouse
        self.endHouse = endHouse
        self.parity = parity
    }
}
