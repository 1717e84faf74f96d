import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// Imports the real VIP feeds in `../shared/data/civic/vip`: the VIP 5.2 sample (Albemarle
/// County, VA, 2013) and Maricopa County's VIP 6.0 feed for 2020, and the ways a bad file is
/// refused without changing anything.
@Suite("VIP import (real files)")
struct VIPImportTests {
    static let sampleV5 = SharedData.civic.appendingPathComponent("vip/sample_feed_v5.xml")
    static let maricopa = SharedData.civic.appendingPathComponent("vip/vipfeed-04013-2020-11-03.xml")

    @Test(arguments: DatabaseKind.allCases)
    func theVirginiaSampleHasItsElectionPrecinctsAndBallot(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let summary = try await VIPImporter.importFile(at: Self.sampleV5, into: database)
        #expect(summary.sourceKey == "51" && !summary.replaced)
        #expect(summary.elections == 1 && summary.pollingLocations == 27 && summary.precincts == 32)
        #expect(summary.streetSegments == 13 && summary.contests == 17 && summary.candidates == 28)

        let elections = try await database.reading { try $0.elections(coveringZip: "22932") }
        let election = try #require(elections.first?.election)
        #expect(election.name == "2013 Virginia General Election" && election.date == "2013-11-05")
        #expect(election.registrationDeadline == "2013-10-15" && election.absenteeRequestDeadline == "2013-10-30")
        #expect(election.hasElectionDayRegistration == false)
        // The state's office, then Albemarle County's (its precincts' ZIPs).
        #expect(elections.first?.administrations.map(\.id) == ["ea40133", "ea40001"])

        let crozet = try #require(try await database.reading {
            try $0.precinct(of: StreetAddress(house: 521, street: "PATTERSON MILL LN", city: nil, zip: "22932"))
        })
        #expect(crozet.precinct.name == "601 - CROZET" && !crozet.isMailOnly)
        let school = try #require(crozet.places.first { $0.location.name == "CROZET ELEMENTARY SCHOOL" })
        #expect(school.location.address == "1407 Crozet Ave" && school.location.zip == "22932")
        #expect(school.schedules.map { "\($0.startTime ?? "")–\($0.endTime ?? "")" } == ["06:00–19:00"])
        // One past the segment's last house number: no precinct, never a guess.
        #expect(try await database.reading {
            try $0.precinct(of: StreetAddress(house: 523, street: "PATTERSON MILL LN", city: nil, zip: "22932"))
        } == nil)

        let chapelHill = try #require(try await database.reading {
            try $0.precinct(of: StreetAddress(house: 7, street: "CHAPEL HILL RD", city: nil, zip: "22901"))
        })
        #expect(chapelHill.isMailOnly && chapelHill.precinct.name == "9999 - PERMANENT MAIL-IN")

        let ballot = try await database.reading { try $0.ballot("51", ballotStyleID: crozet.precinct.ballotStyleID ?? "") }
        #expect(ballot.map(\.name).prefix(2) == ["Governor", "Lieutenant Governor"])
        // bs00004 rotates the governor's race as bca.
        #expect(ballot.first?.choices.map(\.text).count == 3)
    }

    @Test(arguments: DatabaseKind.allCases)
    func maricopasZipHasADropBoxEarlyVotingAndAnElectionDaySite(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let summary = try await VIPImporter.importFile(at: Self.maricopa, into: database)
        #expect(summary.sourceKey == "04013" && summary.pollingLocations == 560 && summary.precincts == 748)
        let election = try #require(try await database.reading { try $0.elections(coveringZip: "85260") }.first?.election)
        #expect(election.date == "2020-11-03" && election.registrationDeadline == "2020-10-05")
        let places = try await database.reading { try $0.pollingPlaces(inZip: "85260") }
            .filter { $0.location.address == "7410 E SUTTON DR" }
        #expect(places.count == 3)
        #expect(places.contains { $0.location.isDropBox })
        let early = try #require(places.first { $0.location.isEarlyVoting })
        // The file writes 09:00:00-07:00: the local clock time is kept as written.
        #expect(early.schedules.contains(VIPSchedule(startDate: "2020-10-29", endDate: "2020-10-29",
                                                     startTime: "09:00", endTime: "19:00")))
        let electionDay = try #require(places.first { $0.location.isElectionDay })
        #expect(electionDay.schedules == [VIPSchedule(startDate: "2020-11-03", endDate: "2020-11-03",
                                                      startTime: "06:00", endTime: "19:00")])
    }

    @Test(arguments: DatabaseKind.allCases)
    func importingTheSameSourceAgainReplacesItsRows(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await VIPImporter.importFile(at: Self.sampleV5, into: database)
        try await VIPImporter.importFile(at: Self.maricopa, into: database)
        let again = try await VIPImporter.importFile(at: Self.sampleV5, into: database)
        #expect(again.replaced)
        #expect(try await database.reading { try $0.vipFeedCount() } == 2)
        #expect(try await database.reading { try $0.allElections() }.map(\.election.date) == ["2013-11-05", "2020-11-03"])
    }

    /// (label, text to replace — empty: cut the file at 40,000 characters —, its replacement,
    /// the place the error must name, the words it must say).
    static let damages: [(String, String, String, String, String)] = [
        ("truncated", "", "", "line ", "not well-formed XML"),
        ("version", "schemaVersion=\"5.2\"", "schemaVersion=\"3.0\"", "line 1 (VipObject)", "Townhall reads VIP 5.x and 6.0 feeds"),
        ("date", "<Date>2013-11-05</Date>", "<Date>Nov 5</Date>", "line 29 (VipObject/Election[id=ele30000]/Date)",
         "expected a date like 2020-11-03"),
        ("segment", "<EndHouseNumber>521</EndHouseNumber>", "<EndHouseNumber>x</EndHouseNumber>",
         "(VipObject/StreetSegment[id=ss321552]/EndHouseNumber)", "expected a house number"),
    ]

    @Test(arguments: DatabaseKind.allCases, damages)
    func aBadFileIsNamedWithItsPlaceAndChangesNothing(kind: DatabaseKind, damage: (String, String, String, String, String)) async throws {
        let (label, find, replacement, place, message) = damage
        let database = try await kind.makeDatabase(label: "import")
        try await VIPImporter.importFile(at: Self.sampleV5, into: database)
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(label)-\(UUID()).xml")
        let text = try String(contentsOf: Self.sampleV5, encoding: .utf8)
        let damaged = find.isEmpty ? String(text.prefix(40_000)) : text.replacingOccurrences(of: find, with: replacement)
        #expect(damaged != text)
        try damaged.write(to: bad, atomically: true, encoding: .utf8)
        let error = await #expect(throws: ImportError.self) { try await VIPImporter.importFile(at: bad, into: database) }
        #expect(error?.description.hasPrefix(bad.lastPathComponent) == true)
        #expect(error?.description.contains(place) == true, "\(String(describing: error))")
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        // The earlier import of the same source is intact.
        #expect(try await database.reading { try $0.elections(coveringZip: "22932") }.count == 1)
        #expect(try await database.reading { try $0.pollingPlaces(inZip: "22932") }.count > 0)
    }
}
