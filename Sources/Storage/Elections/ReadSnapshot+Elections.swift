import SQLStore

extension ReadSnapshot {
    /// Number of VIP feeds imported.
    public func vipFeedCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM vip_feed") ?? 0
    }

    /// Whether an imported feed lists `zip` (in a street segment or a polling place).
    public func vipCovers(zip: String) throws -> Bool {
        try tx.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM vip_zip WHERE zip = ?)", [zip]) ?? false
    }

    /// The elections of the feeds that cover `zip`, soonest first, each with the offices that
    /// run it there (the state's, then the locality's) and their hours.
    public func elections(coveringZip zip: String) throws -> [ElectionFacts] {
        let rows = try tx.rows("""
            SELECT * FROM vip_election WHERE source_key IN (SELECT source_key FROM vip_zip WHERE zip = ?)
            ORDER BY date, name
            """, [zip])
        return try rows.map { row in
            let key: String = try row.decode("source_key")
            let administrations = try tx.rows("""
                SELECT a.* FROM vip_jurisdiction j
                JOIN vip_administration a ON a.source_key = j.source_key AND a.id = j.administration_id
                WHERE j.source_key = ? AND (j.kind = 'state'
                    OR j.id IN (SELECT locality_id FROM vip_zip WHERE zip = ? AND source_key = ?))
                ORDER BY CASE WHEN j.kind = 'locality' THEN 1 ELSE 0 END, j.name
                """, [key, zip, key]).map(VIPAdministration.init(row:))
            var hours: [String: [VIPSchedule]] = [:]
            for hoursID in administrations.compactMap(\.hoursID) { hours[hoursID] = try schedules(key, hoursID) }
            return ElectionFacts(sourceKey: key, election: try Self.election(row), administrations: administrations,
                                 officeHours: hours)
        }
    }

    /// Every election of every feed, soonest first (for `remind`, which names one by date).
    public func allElections() throws -> [ElectionFacts] {
        try tx.rows("SELECT * FROM vip_election ORDER BY date, name").map {
            ElectionFacts(sourceKey: try $0.decode("source_key"), election: try Self.election($0))
        }
    }

    /// The polling places (election day, early voting, drop boxes) whose address is in `zip`.
    public func pollingPlaces(inZip zip: String) throws -> [PollingPlace] {
        try tx.rows("SELECT * FROM vip_polling_location WHERE zip = ? ORDER BY COALESCE(name, address), address, id", [zip])
            .map { try place($0) }
    }

    /// The dates of the elections of feed `sourceKey`.
    public func electionDates(of sourceKey: String) throws -> [String] {
        try tx.rows("SELECT date FROM vip_election WHERE source_key = ? ORDER BY date", [sourceKey])
            .map { try $0.decode(String.self, at: 0) }
    }

    /// The precinct of `address`: the narrowest street segment whose house numbers (and odd or
    /// even side) include it wins over one covering the whole street, which wins over one
    /// covering the whole city. Overlapping segments happen in real feeds; the narrowest is the
    /// one the file states most precisely. Nil when no segment matches.
    public func precinct(of address: StreetAddress) throws -> AddressMatch? {
        var rows: [SQLRow] = []
        if let zip = address.zip {
            rows = try tx.rows("SELECT * FROM vip_street_segment WHERE zip = ? AND street = ?", [zip, address.street])
        }
        if let city = address.city {
            rows += try tx.rows("SELECT * FROM vip_street_segment WHERE city = ? AND (street = ? OR street IS NULL)",
                                [city, address.street])
        }
        let candidates = try rows.map { (try $0.decode(String.self, "source_key"), try Self.segment($0)) }.filter { _, segment in
            if let zip = address.zip, let segmentZip = segment.zip, zip != segmentZip { return false }
            if let low = segment.startHouse, let high = segment.endHouse {
                guard (low...high).contains(address.house) else { return false }
            }
            switch segment.parity {
            case .both: return true
            case .odd: return address.house % 2 == 1
            case .even: return address.house % 2 == 0
            }
        }
        func breadth(_ segment: VIPStreetSegment) -> Int {
            guard segment.street != nil else { return Int.max }
            guard let low = segment.startHouse, let high = segment.endHouse else { return Int.max - 1 }
            return high - low
        }
        guard let (key, segment) = candidates.min(by: { breadth($0.1) < breadth($1.1) }),
              let precinctRow = try tx.row("SELECT * FROM vip_precinct WHERE source_key = ? AND id = ?",
                                           [key, segment.precinctID]) else { return nil }
        let precinct = try VIPPrecinct(row: precinctRow)
        let localityMailOnly = try tx.value(Bool.self, "SELECT is_mail_only FROM vip_jurisdiction WHERE source_key = ? AND id = ?",
                                            [key, precinct.localityID]) ?? false
        let places = try tx.rows("""
            SELECT l.* FROM vip_place_polling_location pp
            JOIN vip_polling_location l ON l.source_key = pp.source_key AND l.id = pp.polling_location_id
            WHERE pp.source_key = ? AND pp.place_id = ? ORDER BY pp.position
            """, [key, precinct.id]).map { try place($0) }
        return AddressMatch(sourceKey: key, segment: segment, precinct: precinct,
                            isMailOnly: precinct.isMailOnly || localityMailOnly, places: places,
                            electionDates: try electionDates(of: key))
    }

    /// The contests of ballot style `ballotStyleID` of feed `sourceKey`, in ballot order.
    public func ballot(_ sourceKey: String, ballotStyleID: String) throws -> [BallotContest] {
        guard let orderedIDs = try tx.value(String.self, """
            SELECT ordered_contest_ids FROM vip_ballot_style WHERE source_key = ? AND id = ?
            """, [sourceKey, ballotStyleID]) else { return [] }
        var contests: [BallotContest] = []
        for orderedID in orderedIDs.split(separator: " ").map(String.init) {
            // A ballot style lists OrderedContests; a few feeds list contests directly.
            let ordered = try tx.row("SELECT contest_id, selection_ids FROM vip_ordered_contest WHERE source_key = ? AND id = ?",
                                     [sourceKey, orderedID])
            let contestID: String = try ordered?.decode("contest_id") ?? orderedID
            guard let contest = try tx.row("SELECT * FROM vip_contest WHERE source_key = ? AND id = ?",
                                           [sourceKey, contestID]) else { continue }
            let rotated: String = try ordered?.decode("selection_ids") ?? ""
            let selectionIDs = (rotated.isEmpty ? try contest.decode(String.self, "selection_ids") : rotated)
                .split(separator: " ").map(String.init)
            contests.append(BallotContest(kind: try contest.decode("kind"), name: try contest.decode("name"),
                                          ballotTitle: try contest.decode("ballot_title"),
                                          choices: try selectionIDs.compactMap { try choice(sourceKey, $0) }))
        }
        return contests
    }

    private func choice(_ key: String, _ selectionID: String) throws -> BallotContest.Choice? {
        if selectionID.hasPrefix("candidate:") {
            return try candidates(key, [String(selectionID.dropFirst("candidate:".count))])
        }
        guard let selection = try tx.row("SELECT candidate_ids, text FROM vip_selection WHERE source_key = ? AND id = ?",
                                         [key, selectionID]) else { return nil }
        if let text = try selection.decode(String?.self, "text") { return BallotContest.Choice(text: text, party: nil) }
        return try candidates(key, try selection.decode(String.self, "candidate_ids").split(separator: " ").map(String.init))
    }

    /// "Barack H. Obama / Joseph R. Biden" with the first candidate's party.
    private func candidates(_ key: String, _ ids: [String]) throws -> BallotContest.Choice? {
        var names: [String] = []
        var party: String?
        for id in ids {
            guard let row = try tx.row("""
                SELECT c.ballot_name, p.name AS party FROM vip_candidate c
                LEFT JOIN vip_party p ON p.source_key = c.source_key AND p.id = c.party_id
                WHERE c.source_key = ? AND c.id = ?
                """, [key, id]) else { continue }
            names.append(try row.decode("ballot_name"))
            party = try party ?? row.decode("party")
        }
        return names.isEmpty ? nil : BallotContest.Choice(text: names.joined(separator: " / "), party: party)
    }

    private func place(_ row: SQLRow) throws -> PollingPlace {
        let location = try VIPPollingLocation(row: row)
        let key: String = try row.decode("source_key")
        return PollingPlace(sourceKey: key, location: location,
                            schedules: try location.hoursID.map { try schedules(key, $0) } ?? [])
    }

    private func schedules(_ key: String, _ hoursID: String) throws -> [VIPSchedule] {
        try tx.rows("SELECT * FROM vip_schedule WHERE source_key = ? AND hours_id = ? ORDER BY position", [key, hoursID])
            .map(VIPSchedule.init(row:))
    }

    static func election(_ row: SQLRow) throws -> VIPElection {
        VIPElection(id: try row.decode("id"), name: try row.decode("name"), date: try row.decode("date"),
                    registrationDeadline: try row.decode("registration_deadline"),
                    absenteeRequestDeadline: try row.decode("absentee_request_deadline"),
                    hasElectionDayRegistration: try row.decode("election_day_registration"), stateID: try row.decode("state_id"),
                    registrationInfo: try row.decode("registration_info"), absenteeInfo: try row.decode("absentee_info"))
    }

    private static func segment(_ row: SQLRow) throws -> VIPStreetSegment {
        VIPStreetSegment(id: try row.decode("id"), precinctID: try row.decode("precinct_id"), zip: try row.decode("zip"),
                         city: try row.decode("city"), state: try row.decode("state"), street: try row.decode("street"),
                         startHouse: try row.decode("start_house"), endHouse: try row.decode("end_house"),
                         parity: VIPStreetSegment.Parity(rawValue: try row.decode("odd_even")) ?? .both)
    }
}
