import Foundation
import Storage

/// Turns one VIP object (an `XMLTree` from `VIPStreamReader`) into the records storage keeps,
/// for VIP 5.x and 6.x alike: the two versions name these elements the same way, and where they
/// differ (an address as `AddressLine`s or `AddressStructured`; an election's `Name` or only its
/// `ElectionType`) both forms are read. Elements Townhall does not use are skipped.
struct VIPObjectReader {
    let file: String
    /// State names by id, for naming an election that has only a type ("ARIZONA GENERAL").
    private(set) var stateNames: [String: String] = [:]

    init(file: String) { self.file = file }

    mutating func objects(from node: XMLTree) throws(ImportError) -> [VIPObject] {
        let id = node.attributes["id"]?.trimmingCharacters(in: .whitespaces) ?? ""
        func needID() throws(ImportError) -> String {
            guard !id.isEmpty else { throw fail(node, "has no id attribute") }
            return id
        }
        switch node.name {
        case "Election":
            return [.election(try election(node, id: try needID()))]
        case "ElectionAdministration":
            return [.administration(administration(node, id: try needID()))]
        case "State", "Locality":
            let kind: VIPJurisdiction.Kind = node.name == "State" ? .state : .locality
            let name = Self.text(node.child("Name")) ?? id
            if kind == .state { stateNames[try needID()] = name }
            return [.jurisdiction(VIPJurisdiction(
                id: try needID(), kind: kind, name: name, administrationID: node.value("ElectionAdministrationId"),
                stateID: node.value("StateId"), isMailOnly: try bool(node, "IsMailOnly") ?? false,
                pollingLocationIDs: Self.ids(node.value("PollingLocationIds"))))]
        case "PollingLocation":
            return [.pollingLocation(try pollingLocation(node, id: try needID()))]
        case "HoursOpen":
            return try schedules(node, id: try needID())
        case "Precinct":
            return [.precinct(VIPPrecinct(
                id: try needID(), name: Self.text(node.child("Name")) ?? node.value("Number") ?? id,
                number: node.value("Number"), localityID: node.value("LocalityId"),
                ballotStyleID: node.value("BallotStyleId"), isMailOnly: try bool(node, "IsMailOnly") ?? false,
                splitName: node.value("PrecinctSplitName"), pollingLocationIDs: Self.ids(node.value("PollingLocationIds"))))]
        case "StreetSegment":
            return [.streetSegment(try streetSegment(node, id: try needID()))]
        case "CandidateContest", "BallotMeasureContest", "RetentionContest", "PartyContest":
            var selections = Self.ids(node.value("BallotSelectionIds"))
            // A retention contest names its candidate apart from the yes/no selections.
            if let candidate = node.value("CandidateId") { selections.insert("candidate:" + candidate, at: 0) }
            let kind = ["CandidateContest": "candidate", "BallotMeasureContest": "measure",
                        "RetentionContest": "retention", "PartyContest": "party"][node.name] ?? "candidate"
            guard let name = Self.text(node.child("Name")) ?? Self.text(node.child("BallotTitle")) else {
                throw fail(node, "missing or empty", at: "Name")
            }
            return [.contest(VIPContest(id: try needID(), kind: kind, name: name,
                                        ballotTitle: Self.text(node.child("BallotTitle")), selectionIDs: selections))]
        case "CandidateSelection":
            return [.selection(id: try needID(), candidateIDs: Self.ids(node.value("CandidateIds")), text: nil)]
        case "BallotMeasureSelection":
            return [.selection(id: try needID(), candidateIDs: [], text: Self.text(node.child("Selection")))]
        case "Candidate":
            guard let name = Self.text(node.child("BallotName")) else { throw fail(node, "missing or empty", at: "BallotName") }
            return [.candidate(id: try needID(), ballotName: name, partyID: node.value("PartyId"))]
        case "Party":
            return [.party(id: try needID(), name: Self.text(node.child("Name")) ?? id, abbreviation: node.value("Abbreviation"))]
        case "BallotStyle":
            return [.ballotStyle(id: try needID(), orderedContestIDs: Self.ids(node.value("OrderedContestIds")))]
        case "OrderedContest":
            guard let contest = node.value("ContestId") else { throw fail(node, "missing or empty", at: "ContestId") }
            return [.orderedContest(id: try needID(), contestID: contest,
                                    selectionIDs: Self.ids(node.value("OrderedBallotSelectionIds")))]
        default:
            return []
        }
    }

    private func election(_ node: XMLTree, id: String) throws(ImportError) -> VIPElection {
        let type = Self.text(node.child("ElectionType"))
        let state = node.value("StateId").flatMap { stateNames[$0] }
        let composed = [state, type].compactMap { $0 }.joined(separator: " ")
        guard let name = Self.text(node.child("Name")) ?? (composed.isEmpty ? nil : composed + " election") else {
            throw fail(node, "has neither a Name nor an ElectionType", at: "Name")
        }
        return VIPElection(
            id: id, name: name, date: try date(node, "Date", required: true)!,
            registrationDeadline: try date(node, "RegistrationDeadline"),
            absenteeRequestDeadline: try date(node, "AbsenteeRequestDeadline"),
            hasElectionDayRegistration: try bool(node, "HasElectionDayRegistration"), stateID: node.value("StateId"),
            registrationInfo: Self.text(node.child("RegistrationInfo")), absenteeInfo: Self.text(node.child("AbsenteeBallotInfo")))
    }

    private func administration(_ node: XMLTree, id: String) -> VIPAdministration {
        let contact = node.element("Department/ContactInformation")
        let lines = contact?.children("AddressLine").compactMap { $0.value() } ?? []
        return VIPAdministration(
            id: id, name: contact.flatMap { $0.value("Name") }, address: lines.isEmpty ? nil : lines.joined(separator: ", "),
            phone: contact.flatMap { $0.value("Phone") }, email: contact.flatMap { $0.value("Email") },
            hoursID: contact.flatMap { $0.value("HoursOpenId") },
            registrationURI: node.value("RegistrationUri"), absenteeURI: node.value("AbsenteeUri"),
            amIRegisteredURI: node.value("AmIRegisteredUri"), electionsURI: node.value("ElectionsUri"),
            whereDoIVoteURI: node.value("WhereDoIVoteUri"))
    }

    private func pollingLocation(_ node: XMLTree, id: String) throws(ImportError) -> VIPPollingLocation {
        var street: String?, city: String?, state: String?, zip: String?
        if let structured = node.child("AddressStructured") {
            street = [structured.value("Line1"), structured.value("Line2"), structured.value("Line3")]
                .compactMap { $0 }.joined(separator: " ")
            city = structured.value("City")
            state = structured.value("State")
            zip = Self.zip5(structured.value("Zip"))
        } else {
            // VIP 5 `AddressLine`s: the street first, "City, ST 229322722" last.
            let lines = node.children("AddressLine").compactMap { $0.value() }
            street = lines.first
            if lines.count > 1, let last = lines.last {
                let parts = last.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                city = parts.first
                let rest = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
                state = rest.first
                zip = Self.zip5(rest.last)
            }
        }
        let name = Self.text(node.child("Name"))
        guard let address = street.flatMap({ $0.isEmpty ? nil : $0 }) ?? name else {
            throw fail(node, "has neither an address nor a name", at: "AddressStructured")
        }
        return VIPPollingLocation(
            id: id, name: name, address: address, city: city, state: state, zip: zip,
            isDropBox: try bool(node, "IsDropBox") ?? false, isEarlyVoting: try bool(node, "IsEarlyVoting") ?? false,
            hoursID: node.value("HoursOpenId"), directions: Self.text(node.child("Directions")))
    }

    private func schedules(_ node: XMLTree, id: String) throws(ImportError) -> [VIPObject] {
        var objects: [VIPObject] = []
        for schedule in node.children("Schedule") {
            let start = try date(schedule, "StartDate"), end = try date(schedule, "EndDate")
            let hours = schedule.children("Hours")
            if hours.isEmpty {
                objects.append(.schedule(hoursID: id, position: objects.count,
                                         VIPSchedule(startDate: start, endDate: end, startTime: nil, endTime: nil)))
            }
            for range in hours {
                objects.append(.schedule(hoursID: id, position: objects.count, VIPSchedule(
                    startDate: start, endDate: end,
                    startTime: try clock(range, "StartTime"), endTime: try clock(range, "EndTime"))))
            }
        }
        return objects
    }

    private func streetSegment(_ node: XMLTree, id: String) throws(ImportError) -> VIPStreetSegment {
        guard let precinct = node.value("PrecinctId") else { throw fail(node, "missing or empty", at: "PrecinctId") }
        let allStreets = try bool(node, "IncludesAllStreets") ?? false
        let wholeStreet = try bool(node, "IncludesAllAddresses") ?? false
        let allAddresses = allStreets || wholeStreet
        let street = allStreets ? nil : StreetName.key([node.value("StreetDirection"), node.value("StreetName"),
                                                       node.value("StreetSuffix"), node.value("AddressDirection")])
        guard allStreets || street != nil else { throw fail(node, "missing or empty (and IncludesAllStreets is not true)", at: "StreetName") }
        var start: Int?, end: Int?
        if !allAddresses {
            start = try int(node, "StartHouseNumber")
            end = try int(node, "EndHouseNumber")
            guard let low = start, let high = end else {
                throw fail(node, "needs StartHouseNumber and EndHouseNumber (or IncludesAllAddresses)", at: "StartHouseNumber")
            }
            if low > high { (start, end) = (high, low) }
        }
        let parityText = node.value("OddEvenBoth")?.lowercased() ?? "both"
        guard let parity = VIPStreetSegment.Parity(rawValue: parityText) else {
            throw fail(node, "expected odd, even or both, found \"\(parityText.prefix(20))\"", at: "OddEvenBoth")
        }
        return VIPStreetSegment(id: id, precinctID: precinct, zip: Self.zip5(node.value("Zip")),
                                city: StreetName.city(node.value("City")), state: node.value("State")?.uppercased(),
                                street: street, startHouse: start, endHouse: end, parity: parity)
    }

    // MARK: - Values

    /// An `InternationalizedText`: the English `Text`, else the first, else the element's own text.
    static func text(_ node: XMLTree?) -> String? {
        guard let node else { return nil }
        let texts = node.children("Text")
        let english = texts.first { ($0.attributes["language"] ?? "en").lowercased().hasPrefix("en") }
        return (english ?? texts.first)?.value() ?? node.value()
    }

    /// "pl1 pl2  pl3" → ["pl1", "pl2", "pl3"].
    static func ids(_ text: String?) -> [String] {
        text?.split(whereSeparator: \.isWhitespace).map(String.init) ?? []
    }

    /// The first five digits of a ZIP or ZIP+4, written "22932-2722" or "229322722"; nil otherwise.
    static func zip5(_ text: String?) -> String? {
        guard let text else { return nil }
        let digits = text.filter { $0 != "-" && $0 != " " }
        guard digits.count == 5 || digits.count == 9, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return String(digits.prefix(5))
    }

    /// "2020-11-03": digits where digits go, a month and a day that exist in some year.
    static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let month = Int(parts[1]), let day = Int(parts[2]) else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    private func bool(_ node: XMLTree, _ path: String) throws(ImportError) -> Bool? {
        guard let text = node.value(path) else { return nil }
        switch text.lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default: throw fail(node, "expected true or false, found \"\(text.prefix(20))\"", at: path)
        }
    }

    private func int(_ node: XMLTree, _ path: String) throws(ImportError) -> Int? {
        guard let text = node.value(path) else { return nil }
        guard let number = Int(text), number >= 0 else { throw fail(node, "expected a house number, found \"\(text.prefix(20))\"", at: path) }
        return number
    }

    /// A `yyyy-MM-dd` date (a date-time keeps its date part).
    private func date(_ node: XMLTree, _ path: String, required: Bool = false) throws(ImportError) -> String? {
        guard let text = node.value(path) else {
            if required { throw fail(node, "missing or empty", at: path) }
            return nil
        }
        let day = String(text.prefix(10))
        guard day.count == 10, Self.isDay(day) else {
            throw fail(node, "expected a date like 2020-11-03, found \"\(text.prefix(30))\"", at: path)
        }
        return day
    }

    /// The local clock time of "06:00:00-05:00" as "06:00": the offset is dropped on purpose
    /// (see `VIPSchedule`).
    private func clock(_ node: XMLTree, _ path: String) throws(ImportError) -> String? {
        guard let text = node.value(path) else { return nil }
        let parts = text.prefix(5).split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0...24).contains(hour),
              (0..<60).contains(minute), parts[0].count == 2, parts[1].count == 2 else {
            throw fail(node, "expected a time like 06:00:00-07:00, found \"\(text.prefix(30))\"", at: path)
        }
        return String(text.prefix(5))
    }

    /// An error at `node` (or its child `path`), naming the object by id.
    func fail(_ node: XMLTree, _ message: String, at path: String? = nil) -> ImportError {
        var element = "VipObject/" + objectPath(node)
        var line = node.line
        if let path {
            element += "/" + path
            if let child = node.element(path) { line = child.line }
        }
        return ImportError(file: file, line: line, element: element, message: message)
    }

    private func objectPath(_ node: XMLTree) -> String {
        var names: [String] = []
        var current: XMLTree? = node
        while let step = current {
            let id = step.attributes["id"].map { "[id=\($0)]" } ?? ""
            names.insert(step.name + id, at: 0)
            current = step.parent
        }
        return names.joined(separator: "/")
    }
}
