import GRDB

extension ReadSnapshot {
    /// Number of VIP feeds imported.
    public func vipFeedCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM vip_feed") ?? 0
    }

    /// Whether an imported feed lists `zip` (in a street segment or a polling place).
    public func vipCovers(zip: String) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM vip_zip WHERE zip = ?)"),
                          arguments: [zip]) ?? false
    }

    /// The elections of the feeds that cover `zip`, soonest first, each with the offices that
    /// run it there (the state's, then the locality's) and their hours.
    public func elections(coveringZip zip: String) throws -> [ElectionFacts] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM vip_election WHERE source_key IN (SELECT source_key FROM vip_zip WHERE zip = ?)
            ORDER BY date, name
            """), arguments: [zip])
        return try rows.map { row in
            let key: String = row["source_key"]
            let administrations = try VIPAdministration.fetchAll(db.cachedStatement(sql: """
                SELECT a.* FROM vip_jurisdiction j
                JOIN vip_administration a ON a.source_key = j.source_key AND a.id = j.administration_id
                WHERE j.source_key = ?1 AND (j.kind = 'state'
                    OR j.id IN (SELECT locality_id FROM vip_zip WHERE zip = ?2 AND source_key = ?1))
                ORDER BY j.kind = 'locality', j.name
                """), arguments: [key, zip])
            var hours: [String: [VIPSchedule]] = [:]
            for hoursID in administrations.compactMap(\.hoursID) { hours[hoursID] = try schedules(key, hoursID) }
            return ElectionFacts(sourceKey: key, election: Self.election(row), administrations: administrations,
                                 officeHours: hours)
        }
    }

    /// Every election of every feed, soonest first (for `remind`, which names one by date).
    public func allElections() throws -> [ElectionFacts] {
        try Row.fetchAll(db.cachedStatement(sql: "SELECT * FROM vip_election ORDER BY date, name")).map {
            ElectionFacts(sourceKey: $0["source_key"], election: Self.election($0))
        }
    }

    /// The polling places (election day, early voting, drop boxes) whose address is in `zip`.
    public func pollingPlaces(inZip zip: String) throws -> [PollingPlace] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM vip_polling_location WHERE zip = ? ORDER BY COALESCE(name, address), address, id
            """), arguments: [zip])
        return try rows.map { try place($0) }
    }

    /// The dates of the elections of feed `sourceKey`.
    public func electionDates(of sourceKey: String) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: "SELECT date FROM vip_election WHERE source_key = ? ORDER BY date"),
                            arguments: [sourceKey])
    }

    /// The precinct of `address`: the narrowest street segment whose house numbers (and odd or
    /// even side) include it wins over one covering the whole street, which wins over one
    /// covering the whole city. Overlapping segments happen in real feeds; the narrowest is the
    /// one the file states most precisely. Nil when no segment matches.
    public func precinct(of address: StreetAddress) throws -> AddressMatch? {
        var rows: [Row] = []
        if let zip = address.zip {
            rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT * FROM vip_street_segment WHERE zip = ? AND street = ?
                """), arguments: [zip, address.street])
        }
        if let city = address.city {
            rows += try Row.fetchAll(db.cachedStatement(sql: """
                SELECT * FROM vip_street_segment WHERE city = ? AND (street = ? OR street IS NULL)
                """), arguments: [city, address.street])
        }
        let candidates = rows.map { ($0["source_key"] as String, Self.segment($0)) }.filter { _, segment in
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
              let precinctRow = try Row.fetchOne(db.cachedStatement(sql: """
                  SELECT * FROM vip_precinct WHERE source_key = ? AND id = ?
                  """), arguments: [key, segment.precinctID]) else { return nil }
        let precinct = try VIPPrecinct(row: precinctRow)
        let localityMailOnly = try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT is_mail_only FROM vip_jurisdiction WHERE source_key = ? AND id = ?
            """), arguments: [key, precinct.localityID]) ?? false
        let places = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT l.* FROM vip_place_polling_location pp
            JOIN vip_polling_location l ON l.source_key = pp.source_key AND l.id = pp.polling_location_id
            WHERE pp.source_key = ? AND pp.place_id = ? ORDER BY pp.position
            """), arguments: [key, precinct.id]).map { try place($0) }
        return AddressMatch(sourceKey: key, segment: segment, precinct: precinct,
                            isMailOnly: precinct.isMailOnly || localityMailOnly, places: places,
                            electionDates: try electionDates(of: key))
    }

    /// The contests of ballot style `ballotStyleID` of feed `sourceKey`, in ballot order.
    public func ballot(_ sourceKey: String, ballotStyleID: String) throws -> [BallotContest] {
        guard let orderedIDs = try String.fetchOne(db.cachedStatement(sql: """
            SELECT ordered_contest_ids FROM vip_ballot_style WHERE source_key = ? AND id = ?
            """), arguments: [sourceKey, ballotStyleID]) else { return [] }
        var contests: [BallotContest] = []
        for orderedID in orderedIDs.split(separator: " ").map(String.init) {
            // A ballot style lists OrderedContests; a few feeds list contests directly.
            let ordered = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT contest_id, selection_ids FROM vip_ordered_contest WHERE source_key = ? AND id = ?
                """), arguments: [sourceKey, orderedID])
            let contestID: String = ordered?["contest_id"] ?? orderedID
            guard let contest = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT * FROM vip_contest WHERE source_key = ? AND id = ?
                """), arguments: [sourceKey, contestID]) else { continue }
            let rotated: String = ordered?["selection_ids"] ?? ""
            let selectionIDs = (rotated.isEmpty ? contest["selection_ids"] as String : rotated).split(separator: " ").map(String.init)
            contests.append(BallotContest(kind: contest["kind"], name: contest["name"], ballotTitle: contest["ballot_title"],
                                          choices: try selectionIDs.compactMap { try choice(sourceKey, $0) }))
        }
        return contests
    }

    private func choice(_ key: String, _ selectionID: String) throws -> BallotContest.Choice? {
        if selectionID.hasPrefix("candidate:") {
            return try candidates(key, [String(selectionID.dropFirst("candidate:".count))])
        }
        guard let selection = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT candidate_ids, text FROM vip_selection WHERE source_key = ? AND id = ?
            """), arguments: [key, selectionID]) else { return nil }
        if let text: String = selection["text"] { return BallotContest.Choice(text: text, party: nil) }
        return try candidates(key, (selection["candidate_ids"] as String).split(separator: " ").map(String.init))
    }

    /// "Barack H. Obama / Joseph R. Biden" with the first candidate's party.
    private func candidates(_ key: String, _ ids: [String]) throws -> BallotContest.Choice? {
        var names: [String] = []
        var party: String?
        for id in ids {
            guard let row = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT c.ballot_name, p.name AS party FROM vip_candidate c
                LEFT JOIN vip_party p ON p.source_key = c.source_key AND p.id = c.party_id
                WHERE c.source_key = ? AND c.id = ?
                """), arguments: [key, id]) else { continue }
            names.append(row["ballot_name"])
            party = party ?? row["party"]
        }
        return names.isEmpty ? nil : BallotContest.Choice(text: names.joined(separator: " / "), party: party)
    }

    private func place(_ row: Row) throws -> PollingPlace {
        let location = try VIPPollingLocation(row: row)
        let key: String = row["source_key"]
        return PollingPlace(sourceKey: key, location: location,
                            schedules: try location.hoursID.map { try schedules(key, $0) } ?? [])
    }

    private func schedules(_ key: String, _ hoursID: String) throws -> [VIPSchedule] {
        try VIPSchedule.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM vip_schedule WHERE source_key = ? AND hours_id = ? ORDER BY position
            """), arguments: [key, hoursID])
    }

    static func election(_ row: Row) -> VIPElection {
        VIPElection(id: row["id"], name: row["name"], date: row["date"], registrationDeadline: row["registration_deadline"],
                    absenteeRequestDeadline: row["absentee_request_deadline"],
                    hasElectionDayRegistration: row["election_day_registration"], stateID: row["state_id"],
                    registrationInfo: row["registration_info"], absenteeInfo: row["absentee_info"])
    }

    private static func segment(_ row: Row) -> VIPStreetSegment {
        VIPStreetSegment(id: row["id"], precinctID: row["precinct_id"], zip: row["zip"], city: row["city"],
                         state: row["state"], street: row["street"], startHouse: row["start_house"],
                         endHouse: row["end_house"],
                         parity: VIPStreetSegment.Parity(rawValue: row["odd_even"]) ?? .both)
    }
}
