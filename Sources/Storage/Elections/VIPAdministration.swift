import SQLStore

/// An `ElectionAdministration`: the office that runs elections for a state or locality, its
/// official links and how to reach it.
public struct VIPAdministration: Sendable, Hashable {
    public var id: String
    /// The department's name ("ALBEMARLE COUNTY VOTER REGISTRATION").
    public var name: String?
    /// The department's address lines joined with ", ".
    public var address: String?
    public var phone: String?
    public var email: String?
    public var hoursID: String?
    public var registrationURI: String?
    public var absenteeURI: String?
    public var amIRegisteredURI: String?
    public var electionsURI: String?
    public var whereDoIVoteURI: String?

    public init(id: String, name: String? = nil, address: String? = nil, phone: String? = nil, email: String? = nil,
                hoursID: String? = nil, registrationURI: String? = nil, absenteeURI: String? = nil,
                amIRegisteredURI: String? = nil, electionsURI: String? = nil, whereDoIVoteURI: String? = nil) {
        self.id = id
        self.name = name
        self.address = address
        self.phone = phone
        self.email = email
        self.hoursID = hoursID
        self.registrationURI = registrationURI
        self.absenteeURI = absenteeURI
        self.amIRegisteredURI = amIRegisteredURI
        self.electionsURI = electionsURI
        self.whereDoIVoteURI = whereDoIVoteURI
    }
}

extension VIPAdministration {
    /// An office from a `vip_administration` row.
    init(row: SQLRow) throws {
        self.init(id: try row.decode("id"), name: try row.decode("name"), address: try row.decode("address"),
                  phone: try row.decode("phone"), email: try row.decode("email"), hoursID: try row.decode("hours_id"),
                  registrationURI: try row.decode("registration_uri"), absenteeURI: try row.decode("absentee_uri"),
                  amIRegisteredURI: try row.decode("am_i_registered_uri"), electionsURI: try row.decode("elections_uri"),
                  whereDoIVoteURI: try row.decode("where_do_i_vote_uri"))
    }
}
