import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// Imports the real Open States people files of CA, AZ and VA from ../shared (read in place), and
/// refuses or names the bad inputs.
@Suite("Open States import")
struct OpenStatesImportTests {
    /// The day the shared copy was taken: its roles are judged current as of then.
    static let day = "2026-08-05"
    static var openStates: URL { SharedData.civic.appendingPathComponent("openstates", isDirectory: true) }

    @Test(arguments: DatabaseKind.allCases)
    func importsTheThreeStatesWithEveryLevel(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "openstates")
        let summary = try await OpenStatesImporter.importFiles(at: [Self.openStates], into: database, asOf: Self.day)
        #expect(summary.states.map(\.code) == ["AZ", "CA", "VA"])
        #expect(summary.stored.stored == summary.legislators + summary.statewideOfficers + summary.cityOfficials)
        #expect(summary.legislators > 300)
        #expect(summary.withoutCurrentRole.contains { $0.hasPrefix("London-Breed-") })
        #expect(summary.withoutCurrentRole.contains { $0.hasPrefix("Glenn-A-Youngkin-") })
        #expect(summary.stored.statesWithoutDistricts.map(\.code) == ["AZ", "CA", "VA"])
        #expect(summary.line.contains("no state districts yet for AZ, CA, VA"))
        try await database.reading { snapshot throws in
            let wiener = try snapshot.stateOfficials(matchingName: "Wiener")
            #expect(wiener.map(\.role) == [.upper])
            #expect(wiener.first?.district == "11")
            #expect(wiener.first?.email == "senator.wiener@senate.ca.gov")
            #expect(wiener.first?.offices.map(\.phone) == ["916-651-4011", "415-557-1300"])
            let officers = try snapshot.statewideOfficers(of: try #require(USState(code: "CA")))
            // The governor's role in this copy ends on 2026-01-01: not current on the day.
            #expect(officers.map(\.role) == [.lieutenantGovernor, .attorneyGeneral, .secretaryOfState])
            #expect(try snapshot.cityOfficials(of: "san francisco").map(\.name) == ["Daniel Lurie"])
            // Virginia's governor of this copy left office on 2026-01-17; his successor has no file.
            let virginia = try snapshot.statewideOfficers(of: try #require(USState(code: "VA")))
            #expect(virginia.map(\.name) == ["Ghazala Hashmi", "Jerrauld C. \"Jay\" Jones"])
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func importingAStateAgainReplacesOnlyThatState(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "openstates")
        try await OpenStatesImporter.importFiles(at: [Self.openStates], into: database, asOf: Self.day)
        let before = try await database.reading { try $0.stateOfficialCount() }
        let again = try await OpenStatesImporter.importFiles(at: [Self.openStates], into: database, asOf: Self.day)
        #expect(try await database.reading { try $0.stateOfficialCount() } == before)
        #expect(again.stored.stored == before)
        let folder = try SharedData.temporaryDirectory()
        try Self.person(state: "ca", district: "11").write(to: folder.appendingPathComponent("Only-One.yml"), atomically: true, encoding: .utf8)
        try await OpenStatesImporter.importFiles(at: [folder], into: database, asOf: Self.day)
        try await database.reading { snapshot throws in
            #expect(try snapshot.stateOfficials(matchingName: "Wiener").isEmpty)
            #expect(try snapshot.stateOfficials(matchingName: "Test Person").count == 1)
            #expect(try snapshot.statewideOfficers(of: try #require(USState(code: "VA"))).count > 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func peopleWithoutACurrentRoleOrADistrictAreNamedNotStored(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "openstates")
        let folder = try SharedData.temporaryDirectory()
        let files = [
            "Current.yml": Self.person(state: "ca", district: "11"),
            "Retired.yml": Self.person(state: "ca", district: "12", id: "b", endDate: "2024-12-01"),
            "Nowhere.yml": Self.person(state: "ca", district: nil, id: "c"),
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let summary = try await OpenStatesImporter.importFiles(at: [folder], into: database, asOf: Self.day)
        #expect(summary.stored.stored == 1)
        #expect(summary.withoutCurrentRole == ["Retired.yml"])
        #expect(summary.withoutDistrict == ["Nowhere.yml"])
        #expect(summary.line.contains("skipped, no current role: Retired.yml"))
        #expect(summary.line.contains("skipped, a legislator's role with no district: Nowhere.yml"))
    }

    @Test(arguments: DatabaseKind.allCases)
    func anUnknownStateCodeRefusesTheWholeImport(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "openstates")
        let folder = try SharedData.temporaryDirectory()
        try Self.person(state: "ca", district: "11").write(to: folder.appendingPathComponent("A.yml"), atomically: true, encoding: .utf8)
        try Self.person(state: "zz", district: "3", id: "d").write(to: folder.appendingPathComponent("B.yml"), atomically: true, encoding: .utf8)
        let error = await #expect(throws: ImportError.self) {
            try await OpenStatesImporter.importFiles(at: [folder], into: database, asOf: Self.day)
        }
        #expect(error?.file == "B.yml")
        #expect(error?.description.contains("unknown state code \"zz\"") == true)
        #expect(try await database.reading { try $0.stateOfficialCount() } == 0)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aDistrictTheCensusRowsLackIsNamed(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "openstates")
        try await StateDistrictsImporter.importFiles(at: [DemoData.stateDistrictsURL], into: database)
        let folder = try SharedData.temporaryDirectory()
        try Self.person(state: "ca", district: "11").write(to: folder.appendingPathComponent("A.yml"), atomically: true, encoding: .utf8)
        try Self.person(state: "ca", district: "41", id: "e").write(to: folder.appendingPathComponent("B.yml"), atomically: true, encoding: .utf8)
        let summary = try await OpenStatesImporter.importFiles(at: [folder], into: database, asOf: Self.day)
        #expect(summary.stored.unmatched.map(\.description) == ["CA upper 41 (Test Person)"])
        #expect(summary.line.hasSuffix("districts with no match in the Census rows: CA upper 41 (Test Person)"))
    }

    /// A person file in Open States' format: a state senator of `district` (nil: none given).
    static func person(state: String, district: String?, id: String = "a", endDate: String? = nil) -> String {
        """
        id: ocd-person/00000000-0000-0000-0000-00000000000\(id)
        name: Test Person
        family_name: Person
        roles:
        - start_date: 2020-12-07
        \(endDate.map { "  end_date: '\($0)'\n" } ?? "")  type: upper
          jurisdiction: ocd-jurisdiction/country:us/state:\(state)/government
        \(district.map { "  district: '\($0)'" } ?? "")
        """
    }
}
