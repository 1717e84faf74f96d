import GRDB

/// A place to vote or to leave a ballot: an election-day site, an early-voting site, a drop box
/// (the flags may combine).
public struct VIPPollingLocation: Sendable, Hashable, FetchableRecord, Decodable {
    public var id: String
    /// nil when the file gives none (real feeds have such places: show the address instead).
    public var name: String?
    /// The street line ("1407 Crozet Ave").
    public var address: String
    public var city: String?
    public var state: String?
    /// 5 digits (a ZIP+4 is cut, with or without its hyphen).
    public var zip: String?
    public var isDropBox: Bool
    public var isEarlyVoting: Bool
    public var hoursID: String?
    public var directions: String?

    enum CodingKeys: String, CodingKey {
        case id, name, address, city, state, zip, directions
        case isDropBox = "is_drop_box", isEarlyVoting = "is_early_voting", hoursID = "hours_id"
    }

    public init(id: String, name: String?, address: String, city: String?, state: String?, zip: String?,
                isDropBox: Bool, isEarlyVoting: Bool, hoursID: String?, directions: String? = nil) {
        self.id = id
        self.name = name
        self.address = address
        self.city = city
        self.state = state
        self.zip = zip
        self.isDropBox = isDropBox
        self.isEarlyVoting = isEarlyVoting
        self.hoursID = hoursID
        self.directions = directions
    }

    /// Neither early voting nor a drop box: a place to vote on election day.
    public var isElectionDay: Bool { !isDropBox && !isEarlyVoting }
}
