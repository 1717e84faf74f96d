import SQLStore

/// A member of Congress as the official legislators file describes them, with the current term.
public struct Member: Sendable, Hashable {
    public enum Chamber: String, Sendable, Hashable {
        case house, senate
    }

    public var bioguideID: MemberID
    public var lisID: String?
    public var thomasID: String?
    public var govtrackID: Int?
    public var firstName: String
    public var lastName: String
    public var officialFullName: String?
    public var nickname: String?
    public var chamber: Chamber
    public var state: String
    /// House district: 0 = at-large; nil for senators.
    public var district: Int?
    public var party: String?
    public var phone: String?
    public var office: String?
    public var address: String?
    public var contactForm: String?
    public var url: String?
    public var termStart: String?
    public var termEnd: String?
    public var senateClass: Int?
    /// The first day of the member's unbroken service in their current chamber ("2023-01-03"):
    /// the start of the earliest of the file's consecutive terms of that chamber ending with the
    /// current one. Nil when the file gives no start, and for rows imported before it was kept.
    public var chamberSince: String?
    /// False once a member no longer appears in the imported legislators file.
    public var inOffice: Bool

    public init(
        bioguideID: MemberID, lisID: String? = nil, thomasID: String? = nil, govtrackID: Int? = nil,
        firstName: String, lastName: String, officialFullName: String? = nil, nickname: String? = nil,
        chamber: Chamber, state: String, district: Int? = nil, party: String? = nil,
        phone: String? = nil, office: String? = nil, address: String? = nil, contactForm: String? = nil,
        url: String? = nil, termStart: String? = nil, termEnd: String? = nil, senateClass: Int? = nil,
        chamberSince: String? = nil, inOffice: Bool = true
    ) {
        self.bioguideID = bioguideID
        self.lisID = lisID
        self.thomasID = thomasID
        self.govtrackID = govtrackID
        self.firstName = firstName
        self.lastName = lastName
        self.officialFullName = officialFullName
        self.nickname = nickname
        self.chamber = chamber
        self.state = state
        self.district = district
        self.party = party
        self.phone = phone
        self.office = office
        self.address = address
        self.contactForm = contactForm
        self.url = url
        self.termStart = termStart
        self.termEnd = termEnd
        self.senateClass = senateClass
        self.chamberSince = chamberSince
        self.inOffice = inOffice
    }

    /// True when `day` ("2022-08-07", Washington's date) is before the member's service in their
    /// chamber began; false when it is not or when the start is unknown.
    public func joinedChamber(after day: String) -> Bool {
        chamberSince.map { day < $0 } ?? false
    }

    /// The name people use: the official full name, else first and last.
    public var displayName: String { officialFullName ?? "\(firstName) \(lastName)" }

    /// The member's House district, nil for senators.
    public var houseDistrict: CongressionalDistrict? {
        district.map { CongressionalDistrict(state: state, number: $0) }
    }

    /// "Sen. Bernard Sanders (I-VT)" / "Rep. Nancy Pelosi (D-CA-11)".
    public var title: String {
        let partyLetter = party.flatMap(\.first).map(String.init) ?? "?"
        switch chamber {
        case .senate: return "Sen. \(displayName) (\(partyLetter)-\(state))"
        case .house: return "Rep. \(displayName) (\(partyLetter)-\(houseDistrict?.code ?? state))"
        }
    }
}

extension Member {
    /// The member in a row of `member` (its columns by name: `SELECT * FROM member`, or
    /// `member.*` in a join).
    init(row: SQLRow) throws {
        self.init(
            bioguideID: try row.decode("bioguide_id"), lisID: try row.decode("lis_id"),
            thomasID: try row.decode("thomas_id"), govtrackID: try row.decode("govtrack_id"),
            firstName: try row.decode("first_name"), lastName: try row.decode("last_name"),
            officialFullName: try row.decode("official_full_name"), nickname: try row.decode("nickname"),
            chamber: Chamber(rawValue: try row.decode("chamber")) ?? .house, state: try row.decode("state"),
            district: try row.decode("district"), party: try row.decode("party"), phone: try row.decode("phone"),
            office: try row.decode("office"), address: try row.decode("address"),
            contactForm: try row.decode("contact_form"), url: try row.decode("url"),
            termStart: try row.decode("term_start"), termEnd: try row.decode("term_end"),
            senateClass: try row.decode("senate_class"), chamberSince: try row.decode("chamber_since"),
            inOffice: try row.decode("in_office"))
    }

    /// Values in the column order of `TownhallDatabase.memberUpsertSQL`.
    var upsertArguments: [any SQLValueConvertible] {
        [bioguideID, lisID, thomasID, govtrackID, firstName, lastName, officialFullName, nickname,
         chamber.rawValue, state, district, party, phone, office, address, contactForm, url,
         termStart, termEnd, senateClass, chamberSince]
    }
}
