import SQLStore

/// A state legislator, statewide officer or city official with a current role, as an Open States
/// person file describes them: one row each, their offices, links and social accounts beside it.
public struct StateOfficial: Sendable, Hashable {
    public var id: OpenStatesPersonID
    public var state: USState
    public var role: OfficialRole
    /// The district as the state names it ("10", "Fifth Middlesex"); nil off the legislature.
    public var district: String?
    /// The city of a municipal role ("San Mateo"); nil for state officials.
    public var place: String?
    public var name: String
    public var familyName: String?
    public var party: String?
    public var email: String?
    public var offices: [StateOffice]
    /// Web addresses, the official site first as the file lists it.
    public var links: [String]
    /// Service ("twitter", "facebook"…) to handle, as the file's `ids` give them.
    public var socialHandles: [String: String]

    public init(id: OpenStatesPersonID, state: USState, role: OfficialRole, district: String? = nil,
                place: String? = nil, name: String, familyName: String? = nil, party: String? = nil,
                email: String? = nil, offices: [StateOffice] = [], links: [String] = [],
                socialHandles: [String: String] = [:]) {
        self.id = id
        self.state = state
        self.role = role
        self.district = district
        self.place = place
        self.name = name
        self.familyName = familyName
        self.party = party
        self.email = email
        self.offices = offices
        self.links = links
        self.socialHandles = socialHandles
    }

    /// The key the district is matched by in the Census files (`DistrictKey`).
    public var districtKey: String? { district.map(DistrictKey.of) }
}

extension StateOfficial {
    /// The columns of `state_official`, in the order of `rowArguments`.
    static let columns = "official_id, state, role, district, district_key, place, name, family_name, party, email"

    var rowArguments: [any SQLValueConvertible] {
        [id, state.code, role.rawValue, district, districtKey, place, name, familyName, party, email]
    }

    /// The official of a `state_official` row, with what was read of their offices, links and
    /// accounts.
    init(row: SQLRow, offices: [StateOffice], links: [String], socialHandles: [String: String]) throws {
        let stateCode: String = try row.decode("state"), roleText: String = try row.decode("role")
        guard let state = USState(code: stateCode), let role = OfficialRole(rawValue: roleText) else {
            throw StorageError.unreadableRow("state_official (\(stateCode), \(roleText))")
        }
        self.init(id: try row.decode("official_id"), state: state, role: role, district: try row.decode("district"),
                  place: try row.decode("place"), name: try row.decode("name"), familyName: try row.decode("family_name"),
                  party: try row.decode("party"), email: try row.decode("email"), offices: offices, links: links,
                  socialHandles: socialHandles)
    }
}
