import GRDB

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
    /// False once a member no longer appears in the imported legislators file.
    public var inOffice: Bool

    public init(
        bioguideID: MemberID, lisID: String? = nil, thomasID: String? = nil, govtrackID: Int? = nil,
        firstName: String, lastName: String, officialFullName: String? = nil, nickname: String? = nil,
        chamber: Chamber, state: String, district: Int? = nil, party: String? = nil,
        phone: String? = nil, office: String? = nil, address: String? = nil, contactForm: String? = nil,
        url: String? = nil, termStart: String? = nil, termEnd: String? = nil, senateClass: Int? = nil,
        inOffice: Bool = true
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
        self.inOffice = inOffice
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

extension Member: FetchableRecord {
    public init(row: Row) throws {
        self.init(
            bioguideID: row["bioguide_id"], lisID: row["lis_id"], thomasID: row["thomas_id"],
            govtrackID: row["govtrack_id"], firstName: row["first_name"], lastName: row["last_name"],
            officialFullName: row["official_full_name"], nickname: row["nickname"],
            chamber: Chamber(rawValue: row["chamber"]) ?? .house, state: row["state"],
            district: row["district"], party: row["party"], phone: row["phone"], office: row["office"],
            address: row["address"], contactForm: row["contact_form"], url: row["url"],
            termStart: row["term_start"], termEnd: row["term_end"], senateClass: row["senate_class"],
            inOffice: row["in_office"])
    }

    /// Values in the column order of `TownhallDatabase.memberUpsertSQL`.
    var statementArguments: StatementArguments {
        [bioguideID, lisID, thomasID, govtrackID, firstName, lastName, officialFullName, nickname,
         chamber.rawValue, state, district, party, phone, office, address, contactForm, url,
         termStart, termEnd, senateClass]
    }
}
