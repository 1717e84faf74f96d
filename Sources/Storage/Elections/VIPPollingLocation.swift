import SQLStore

/// A place to vote or to leave a ballot: an election-day site, an early-voting site, a drop box
/// (the flags may combine).
public struct VIPPollingLocation: Sendable, Hashable {
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

extension VIPPollingLocation {
    /// A place from a `vip_polling_location` row.
    init(row: SQLRow) throws {
        self.init(id: try row.decode("id"), name: try row.decode("name"), address: try row.decode("address"),
                  city: try row.decode("city"), state: try row.decode("state"), zip: try row.decode("zip"),
                  isDropBox: try row.decode("is_drop_box"), isEarlyVoting: try row.decode("is_early_voting"),
                  hoursID: try row.decode("hours_id"), directions: try row.decode("directions"))
    }
}
