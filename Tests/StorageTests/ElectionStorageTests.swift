import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// A small VIP feed written object by object, as an importer streams one, read back through
/// every query the election commands use: address matching, polling places, the elections of a
/// ZIP with their offices and hours, ballots, reminders — on both engines.
@Suite("Elections: VIP feeds, address matching, reminders")
struct ElectionStorageTests {
    static let key = "vip-test"
    let noon = { (day: String) in ISO8601DateFormatter().date(from: "\(day)T12:00:00Z")! }

    static let election = VIPElection(id: "e1", name: "General Election", date: "2030-11-05", registrationDeadline: "2030-10-15",
                                      hasElectionDayRegistration: false, stateID: "st")

    /// The feed: one election, a state office with hours, two precincts (one votes by mail) on
    /// Main St and the rest of the city, two places, one contest with a candidate and a measure.
    static let objects: [VIPObject] = [
        .election(election),
        .administration(VIPAdministration(id: "a1", name: "State Board of Elections", phone: "555-0100", hoursID: "h1")),
        .schedule(hoursID: "h1", position: 0, VIPSchedule(startDate: nil, endDate: nil, startTime: "08:00", endTime: "17:00")),
        .jurisdiction(VIPJurisdiction(id: "st", kind: .state, name: "Virginia", administrationID: "a1")),
        .jurisdiction(VIPJurisdiction(id: "loc", kind: .locality, name: "Charlottesville", stateID: "st")),
        .pollingLocation(VIPPollingLocation(id: "pl1", name: "Burnley School", address: "1 School Rd", city: "CHARLOTTESVILLE",
                                            state: "VA", zip: "22901", isDropBox: false, isEarlyVoting: false, hoursID: "h2")),
        .schedule(hoursID: "h2", position: 0, VIPSchedule(startDate: "2030-11-05", endDate: "2030-11-05", startTime: "06:00",
                                                          endTime: "19:00")),
        .pollingLocation(VIPPollingLocation(id: "pl2", name: "Allen Library", address: "2 Main St", city: "CHARLOTTESVILLE",
                                            state: "VA", zip: "22901", isDropBox: true, isEarlyVoting: false, hoursID: nil)),
        .precinct(VIPPrecinct(id: "p1", name: "Old name", localityID: "loc", ballotStyleID: "bs1")),
        // the same id again: the later object wins, as when the file is read top to bottom
        .precinct(VIPPrecinct(id: "p1", name: "Burnley", localityID: "loc", ballotStyleID: "bs1", pollingLocationIDs: ["pl1"])),
        .precinct(VIPPrecinct(id: "p2", name: "Downtown", localityID: "loc", isMailOnly: true, pollingLocationIDs: ["pl2"])),
        .streetSegment(VIPStreetSegment(id: "s1", precinctID: "p1", zip: "22901", city: "CHARLOTTESVILLE", state: "VA",
                                        street: "MAIN ST", startHouse: 1, endHouse: 99, parity: .odd)),
        .streetSegment(VIPStreetSegment(id: "s2", precinctID: "p2", zip: "22901", city: "CHARLOTTESVILLE", state: "VA",
                                        street: "MAIN ST", startHouse: nil, endHouse: nil, parity: .both)),
        .streetSegment(VIPStreetSegment(id: "s3", precinctID: "p2", zip: nil, city: "CHARLOTTESVILLE", state: "VA",
                                        street: nil, startHouse: nil, endHouse: nil, parity: .both)),
        .party(id: "par1", name: "Independent", abbreviation: "I"),
        .candidate(id: "cand1", ballotName: "Ada Lovelace", partyID: "par1"),
        .selection(id: "sel1", candidateIDs: ["cand1"], text: nil),
        .selection(id: "sel2", candidateIDs: [], text: "Yes"),
        .contest(VIPContest(id: "c1", kind: "candidate", name: "Mayor", ballotTitle: nil, selectionIDs: ["sel1"])),
        .contest(VIPContest(id: "c2", kind: "measure", name: "Bond", ballotTitle: "Question 1", selectionIDs: ["sel2"])),
        .orderedContest(id: "oc1", contestID: "c1", selectionIDs: []),
        .ballotStyle(id: "bs1", orderedContestIDs: ["oc1", "c2"]),
    ]

    static func load(_ database: TownhallDatabase, at date: Date, objects: [VIPObject] = objects) async throws -> VIPImportSummary {
        try await database.importVIPFeed(at: date) { writer in
            try writer.begin(sourceKey: key, sourceName: "Test", version: "6.0", file: "feed.xml")
            for object in objects { try writer.write(object) }
        }
    }

    @Test(arguments: DatabaseKind.allCases) func aFeedIsReadBackByAddressZipAndBallot(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let summary = try await Self.load(database, at: noon("2030-10-01"))
        #expect(!summary.replaced && summary.elections == 1 && summary.precincts == 3 && summary.streetSegments == 3
            && summary.pollingLocations == 2 && summary.contests == 2 && summary.candidates == 1 && summary.zips == 1)
        let (covers, uncovered, feeds) = try await database.reading {
            (try $0.vipCovers(zip: "22901"), try $0.vipCovers(zip: "10001"), try $0.vipFeedCount())
        }
        #expect(covers && !uncovered && feeds == 1)

        // the narrowest segment wins: 11 Main St is on the odd side of 1–99 (Burnley); 12 is not,
        // so the whole street (Downtown, mail only); a street no segment names, the whole city
        func precinct(_ house: Int, _ street: String, zip: String?) async throws -> AddressMatch? {
            try await database.reading { try $0.precinct(of: StreetAddress(house: house, street: street, city: "CHARLOTTESVILLE", zip: zip)) }
        }
        let burnley = try #require(try await precinct(11, "MAIN ST", zip: "22901"))
        #expect(burnley.precinct.name == "Burnley" && !burnley.isMailOnly && burnley.electionDates == ["2030-11-05"])
        #expect(burnley.places.map(\.location.id) == ["pl1"])
        #expect(burnley.places.first?.schedules == [VIPSchedule(startDate: "2030-11-05", endDate: "2030-11-05",
                                                                startTime: "06:00", endTime: "19:00")])
        let downtown = try #require(try await precinct(12, "MAIN ST", zip: "22901"))
        #expect(downtown.precinct.id == "p2" && downtown.segment.id == "s2" && downtown.isMailOnly)
        #expect(downtown.places.first?.location.isDropBox == true)
        #expect(try await precinct(7, "ELM ST", zip: nil)?.segment.id == "s3")

        let elections = try await database.reading { try $0.elections(coveringZip: "22901") }
        #expect(elections.map(\.election) == [Self.election])
        #expect(elections.first?.administrations.map(\.name) == ["State Board of Elections"])
        #expect(elections.first?.officeHours["h1"]?.first?.endTime == "17:00")
        let places = try await database.reading { try $0.pollingPlaces(inZip: "22901") }
        #expect(places.map(\.location.name) == ["Allen Library", "Burnley School"])
        let ballot = try await database.reading { try $0.ballot(Self.key, ballotStyleID: "bs1") }
        #expect(ballot.map(\.name) == ["Mayor", "Bond"])
        #expect(ballot.first?.choices == [BallotContest.Choice(text: "Ada Lovelace", party: "Independent")])
        #expect(ballot.last?.choices.map(\.text) == ["Yes"])
        // 1 feed, 1 election, 1 office, 2 jurisdictions, 2 places, 2 schedules, 2 precincts, 2 place links,
        // 3 segments, 2 contests, 2 selections, 1 candidate, 1 party, 1 ballot style, 1 ordered contest, 1 ZIP
        #expect(try await database.reading { try $0.vipRowCount(sourceKey: Self.key) } == 25)
    }

    @Test(arguments: DatabaseKind.allCases) func aDistrictsCoverageIsItsZipsSomeFeedLists(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        _ = try await Self.load(database, at: noon("2030-10-01"))
        // the ZIP→district rows, written directly: Members is not on SQLEngine yet (issue 17)
        try await database.engine.write { tx in
            for (zip, district) in [("22901", 5), ("22902", 5), ("22903", 6)] {
                try tx.execute("INSERT INTO zip_district (zcta, state, state_fips, district) VALUES (?, 'VA', '51', ?)", [zip, district])
            }
        }
        let (fifth, sixth) = (CongressionalDistrict(state: "VA", number: 5), CongressionalDistrict(state: "VA", number: 6))
        let coverage = try await database.reading {
            (try $0.vipZips(in: fifth), try $0.zipCount(in: fifth), try $0.vipZips(in: sixth), try $0.zipCount(in: sixth))
        }
        #expect(coverage.0 == ["22901"] && coverage.1 == 2 && coverage.2.isEmpty && coverage.3 == 1)
    }

    @Test(arguments: DatabaseKind.allCases) func aReimportReplacesTheFeedAndAFailedOneChangesNothing(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        _ = try await Self.load(database, at: noon("2030-10-01"))
        let again = try await Self.load(database, at: noon("2030-10-02"), objects: [.election(Self.election)])
        #expect(again.replaced && again.zips == 0)
        #expect(try await database.reading { try $0.vipCovers(zip: "22901") } == false)
        struct Broken: Error {}
        await #expect(throws: Broken.self) {
            try await database.importVIPFeed(at: noon("2030-10-03")) { writer in
                try writer.begin(sourceKey: Self.key, sourceName: nil, version: "6.0", file: "broken.xml")
                throw Broken()
            }
        }
        // the failed import deleted nothing: the second copy is still there
        #expect(try await database.reading { try $0.allElections() }.map(\.sourceKey) == [Self.key])
    }

    @Test(arguments: DatabaseKind.allCases) func remindersReachTheOutboxOnceAndCancellingTakesTheUndelivered(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        _ = try await Self.load(database, at: noon("2030-10-01"))
        let alice = AccountIdentity(network: "test", name: "alice")
        let wording: ElectionReminderWording = { "\($0.election.name): \($0.stage.occasion.rawValue) in \($0.daysLeft)" }
        #expect(try await database.addElectionReminder(sourceKey: Self.key, electionID: "e1", for: alice, at: noon("2030-10-01")))
        #expect(try await database.addElectionReminder(sourceKey: Self.key, electionID: "e1", for: alice, at: noon("2030-10-02")) == false)
        #expect(try await database.queueDueElectionReminders(network: "test", at: noon("2030-10-07"), wording: wording) == 0)
        #expect(try await database.queueDueElectionReminders(network: "other", at: noon("2030-10-08"), wording: wording) == 0)
        #expect(try await database.queueDueElectionReminders(network: "test", at: noon("2030-10-08"), wording: wording) == 1)
        #expect(try await database.queueDueElectionReminders(network: "test", at: noon("2030-10-09"), wording: wording) == 0)
        let pending = try await database.reading { try $0.pendingNotifications(for: alice) }
        #expect(pending.map(\.message) == [.text("General Election: registration in 7")])
        let requests = try await database.reading { try $0.electionReminders(of: alice) }
        #expect(requests.map(\.electionID) == ["e1"] && requests.first?.sinceDay == "2030-10-01"
            && requests.first?.election == Self.election)
        #expect(try await database.reading { try $0.hasElectionReminder(sourceKey: Self.key, electionID: "e1", for: alice) })

        #expect(try await database.removeElectionReminders([(Self.key, "e1")], for: alice) == 1)
        #expect(try await database.removeElectionReminders([(Self.key, "e1")], for: alice) == 0)
        #expect(try await database.reading { try $0.pendingNotifications(for: alice) }.isEmpty)
        #expect(try await database.reading { try $0.hasElectionReminder(sourceKey: Self.key, electionID: "e1", for: alice) } == false)
    }
}
