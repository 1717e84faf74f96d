import SQLStore

/// One of a member's offices outside Washington, as the official district offices file gives it.
public struct DistrictOffice: Sendable, Hashable {
    public var memberID: MemberID
    /// The file's id of the office ("P000197-san_francisco"), when given.
    public var officeID: String?
    /// The street address ("90 7th St."); a few offices have none (by appointment only).
    public var address: String?
    public var suite: String?
    public var building: String?
    public var city: String
    public var state: String
    public var zip: String?
    public var phone: String?
    public var fax: String?
    /// Opening hours as the office writes them ("M-F 9-5:30pm").
    public var hours: String?

    public init(memberID: MemberID, officeID: String? = nil, address: String? = nil, suite: String? = nil,
                building: String? = nil, city: String, state: String, zip: String? = nil,
                phone: String? = nil, fax: String? = nil, hours: String? = nil) {
        self.memberID = memberID
        self.officeID = officeID
        self.address = address
        self.suite = suite
        self.building = building
        self.city = city
        self.state = state
        self.zip = zip
        self.phone = phone
        self.fax = fax
        self.hours = hours
    }
}

extension DistrictOffice {
    /// The office in a row of `district_office` (its columns by name).
    init(row: SQLRow) throws {
        self.init(memberID: try row.decode("bioguide_id"), officeID: try row.decode("office_id"),
                  address: try row.decode("address"), suite: try row.decode("suite"), building: try row.decode("building"),
                  city: try row.decode("city"), state: try row.decode("state"), zip: try row.decode("zip"),
                  phone: try row.decode("phone"), fax: try row.decode("fax"), hours: try row.decode("hours"))
    }

    /// The columns `init(row:)` reads.
    static let columns = "bioguide_id, office_id, address, suite, building, city, state, zip, phone, fax, hours"
}
