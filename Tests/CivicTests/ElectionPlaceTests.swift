import Chat
import Civic
import Foundation
import Import
import Storage
import Testing

/// `elections`, `register` and `polls <ZIP>` for places no imported feed covers, on the real
/// VIP feeds and the real ZIP→district table, read in place from ../shared: the answer names the
/// district the place maps to (its ZIP when the ZIP is split or unknown) and never guesses; a
/// profile holding only a district is answered from it, never asked for a ZIP it cannot use.
@Suite("Election places: no data, district-only profiles")
struct ElectionPlaceTests {
    static func harness(_ kind: DatabaseKind) async throws -> CivicHarness {
        let harness = try await CivicHarness(kind, seedDemo: false)
        for line in ["import vip ../shared/data/civic/vip/sample_feed_v5.xml",
                     "import vip ../shared/data/civic/vip/vipfeed-04013-2020-11-03.xml",
                     "import districts ../shared/data/civic/zip-district/zccd.csv"] {
            #expect(try await DataSetupLine.run(line, database: harness.database, root: ElectionReminderTests.packageRoot))
        }
        return harness
    }

    /// The table-driven tests run on SQLite only: each case imports the full ZIP table, which takes
    /// about 18 s on PostgreSQL against 3 s on SQLite (measured on a busy 2-core machine): minutes
    /// for the whole table. The single-case tests below run on both engines.
    static let tableEngines: [DatabaseKind] = [.sqlite]

    /// The answer for a place no feed covers, in `state` (nil: a ZIP of no known state).
    static func noData(_ place: String, in state: String?) -> String {
        let head = "No election data for \(place) yet: Townhall answers only from official Voting Information Project feeds "
            + "an operator imports, and none covers \(place)."
        guard let state, let office = offices[state] else { return head + " Your state or county election office has the answer." }
        return head + " " + office
    }

    /// The states these tests meet, written out here rather than read from the table they test.
    static let offices = [
        "CA": "California's election office: https://www.sos.ca.gov/elections · register or check your registration: "
            + "https://vote.gov/register/california",
        "NY": "New York's election office: https://www.elections.ny.gov/ · register or check your registration: "
            + "https://vote.gov/register/new-york",
        "AZ": "Arizona's election office: https://azsos.gov/elections · register or check your registration: "
            + "https://vote.gov/register/arizona",
    ]

    @Test(arguments: tableEngines, [
        ("elections 94110", "CA-11", "CA"), ("register 94110", "CA-11", "CA"), ("polls 94110", "CA-11", "CA"),
        // 10001 lies in NY-10 and NY-12: no one district, so the ZIP; one state all the same.
        ("elections 10001", "10001", "NY"), ("register 10001", "10001", "NY"), ("polls 10001", "10001", "NY"),
        // A ZIP the district table does not know: no state to name.
        ("elections 00000", "00000", nil), ("polls 00000", "00000", nil),
    ])
    func aTypedPlaceNoFeedCoversIsNamedByItsDistrictWithItsStatesOffice(kind: DatabaseKind,
                                                                       _ example: (String, String, String?)) async throws {
        let (said, place, state) = example
        let harness = try await Self.harness(kind)
        #expect(await harness.say(said, as: "alice").map(\.text) == [Self.noData(place, in: state)])
    }

    @Test(arguments: tableEngines, ["elections", "register"])
    func aDistrictOnlyProfileGetsItsDistrictNamedInADM(kind: DatabaseKind, command: String) async throws {
        let harness = try await Self.harness(kind)
        _ = await harness.say("district AZ-04", as: "carol")
        #expect(try await harness.database.reading { try $0.profile(of: harness.account("carol")) }?.zip == nil)
        // Does some feed cover part of AZ-04? Then the ZIP decides; otherwise, no data for AZ-04.
        let covered = try await harness.database.reading { try $0.vipZips(in: CongressionalDistrict(state: "AZ", number: 4)) }
        let replies = await harness.say("!" + command, as: "carol", in: .channel("#civics"))
        #expect(replies.map(\.text).first == "carol: I sent the answer for your district in a private message (your district stays private).")
        #expect(replies.dropFirst().map(\.destination) == [.direct(nick: "carol")])
        let answer = try #require(replies.last?.text)
        if covered.isEmpty {
            #expect(answer == Self.noData("AZ-04", in: "AZ"))
        } else {
            #expect(answer.hasPrefix("Election data depends on your ZIP, and your profile has only your district, AZ-04: "
                + "imported feeds cover \(covered.count) of its "))
        }
        #expect(!answer.contains("I don't know your ZIP"))
    }

    @Test(arguments: tableEngines, ["elections", "register"])
    func aDistrictNoFeedCoversGetsNoData(kind: DatabaseKind, command: String) async throws {
        let harness = try await Self.harness(kind)
        _ = await harness.say("district CA-11", as: "carol")
        #expect(await harness.say(command, as: "carol").map(\.text) == [Self.noData("CA-11", in: "CA")])
    }

    @Test(arguments: DatabaseKind.allCases)
    func aProfileZipOutsideEveryFeedNamesTheDistrictTheyChose(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        _ = await harness.say("zip 10001", as: "dave")
        _ = await harness.say("district NY-12", as: "dave")
        #expect(await harness.say("elections", as: "dave").map(\.text) == [Self.noData("NY-12", in: "NY")])
        // Without a choice, the split ZIP is named.
        _ = await harness.say("zip 10001", as: "erin")
        #expect(await harness.say("register", as: "erin").map(\.text) == [Self.noData("10001", in: "NY")])
    }

    @Test(arguments: DatabaseKind.allCases)
    func aDistrictOnlyProfileWhoseDistrictFeedsCoverIsToldTheZipDecides(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        _ = await harness.say("district AZ-01", as: "dave")
        let answer = await harness.say("elections", as: "dave").map(\.text)
        #expect(answer == ["Election data depends on your ZIP, and your profile has only your district, AZ-01: imported feeds "
            + "cover 35 of its 45 ZIPs (85008, 85012, 85014 …). Name yours (elections <ZIP>) or save it privately with zip <your ZIP>."])
    }
}
