import Chat
import Foundation
import Import
import Storage
import Testing

/// `reps`, `rep`, `contact` and `officials` with state and city officials: the real Open States
/// files of CA, AZ and VA from ../shared (read in place, as of the day they were copied), and the
/// Census district rows of the demo's excerpt or written here in that format.
@Suite("State and city officials")
struct StateOfficialsTests {
    static let day = "2026-08-05"
    static let openStates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/data/civic/openstates", isDirectory: true)

    /// The demo (Congress, ZIP 94110) with the real CA, AZ and VA officials and `districts` in
    /// place of the demo's own state districts.
    static func harness(_ kind: DatabaseKind, districts: URL = DemoData.stateDistrictsURL) async throws -> CivicHarness {
        let harness = try await CivicHarness(kind, seedDemo: false)
        try await DemoData.seed(DemoData.steps.filter { $0.name != "state-districts" }, into: harness.database)
        try await OpenStatesImporter.importFiles(at: [openStates], into: harness.database, asOf: day)
        try await StateDistrictsImporter.importFiles(at: [districts], into: harness.database)
        return harness
    }

    @Test(arguments: DatabaseKind.allCases)
    func repsGoesOnFromCongressToTheStateLegislatorsAndOfficers(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        _ = await harness.say("zip 94110", as: "alice")
        let reps = await harness.say("reps", as: "alice").map(\.text)
        #expect(reps.prefix(5).map { $0.components(separatedBy: " — ")[0] } == [
            "Your members of Congress (CA-11):", "Sen. Adam B. Schiff (D-CA)", "Sen. Alex Padilla (D-CA)",
            "Rep. Nancy Pelosi (D-CA-11)", "Your California officials:",
        ])
        // The governor's role in the shared copy ends on 2026-01-01, so California has no
        // governor on the day; the other three statewide officers follow the legislators.
        #expect(reps.dropFirst(5).map { $0.components(separatedBy: " — ")[0] } == [
            "State Senator Scott Wiener (D, CA Senate District 11)", "Assembly Member Matt Haney (D, CA Assembly District 17)",
            "Lieutenant Governor Eleni Kounalakis (D-CA)", "Attorney General Rob Bonta (D-CA)",
            "Secretary of State Shirley Weber (D-CA)",
        ])
    }

    @Test(arguments: DatabaseKind.allCases)
    func aZipSplitBetweenStateDistrictsNamesEachWithItsShareAndIsChosenWithDistrict(kind: DatabaseKind) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sld-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let header = "OID_SLDL2024_20|GEOID_SLDL2024_20|NAMELSAD_SLDL2024_20|GEOID_ZCTA5_20|AREALAND_PART"
        try [header, "1|06019|Assembly District 19|94110|1200", "2|06017|Assembly District 17|94110|4800"]
            .joined(separator: "\n").write(to: folder.appendingPathComponent("tab20_sldl.txt"), atomically: true, encoding: .utf8)
        let harness = try await Self.harness(kind, districts: folder)
        _ = await harness.say("zip 94110", as: "alice")
        let reps = await harness.say("reps", as: "alice").map(\.text)
        let state = reps.drop { $0 != "Your California officials:" }.map { $0.components(separatedBy: " — ")[0] }
        // Only the lower chamber's rows are loaded here: the upper chamber says nothing.
        #expect(Array(state.prefix(4)) == [
            "Your California officials:",
            "Your ZIP 94110 is split between CA Assembly districts 17 (80%) and 19 (20%), largest share first; "
                + "choose yours with: district assembly 17 or district assembly 19",
            "Assembly Member Matt Haney (D, CA Assembly District 17)",
            "Assembly Member Catherine Stefani (D, CA Assembly District 19)",
        ])
        // A district the ZIP is not in is refused with the choices; a chosen one is the only one listed.
        #expect(await harness.say("district assembly 18", as: "alice").map(\.text) == [
            "Your ZIP 94110 is in CA Assembly districts 17 and 19, not 18. Choose with: district assembly 17 or district assembly 19",
        ])
        #expect(await harness.say("district Assembly 19", as: "alice").map(\.text) == [
            "Saved: your CA Assembly district is 19. Type reps to see your state legislators.",
        ])
        let chosen = await harness.say("reps", as: "alice").map(\.text)
        #expect(chosen.drop { $0 != "Your California officials:" }.dropFirst().first?.components(separatedBy: " — ")[0]
            == "Assembly Member Catherine Stefani (D, CA Assembly District 19)")
        #expect(await harness.say("export me", as: "alice").flatMap { $0.text.split(separator: "\n").map(String.init) }.contains("state districts chosen for your split ZIP: lower 19"))
        // A new ZIP forgets the choice made for the old one.
        _ = await harness.say("zip 94110", as: "alice")
        let again = await harness.say("reps", as: "alice").map(\.text)
        #expect(again.drop { $0 != "Your California officials:" }.dropFirst().first?.hasPrefix("Your ZIP 94110 is split") == true)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aZipNoStateDistrictCoversSaysSoAndStillListsTheOfficers(kind: DatabaseKind) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sld-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "GEOID_SLDU2024_20|NAMELSAD_SLDU2024_20|GEOID_ZCTA5_20|AREALAND_PART\n06011|State Senate District 11|94112|10\n"
            .write(to: folder.appendingPathComponent("tab20_sldu.txt"), atomically: true, encoding: .utf8)
        let harness = try await Self.harness(kind, districts: folder)
        _ = await harness.say("zip 94110", as: "alice")
        let reps = await harness.say("reps", as: "alice").map(\.text)
        let state = reps.drop { $0 != "Your California officials:" }.map { $0.components(separatedBy: " — ")[0] }
        #expect(state == [
            "Your California officials:",
            "No state legislative district in my data covers ZIP 94110, so I can't name your state legislators.",
            "Lieutenant Governor Eleni Kounalakis (D-CA)", "Attorney General Rob Bonta (D-CA)",
            "Secretary of State Shirley Weber (D-CA)",
        ])
    }

    @Test(arguments: DatabaseKind.allCases)
    func repSaysTheLevelAndChamberInTheStatesOwnWords(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        let delegate = await harness.say("rep Adele McClure", as: "guest").map(\.text)
        #expect(delegate.count == 1)
        #expect(delegate.first?.hasPrefix("Delegate Adele McClure (D, VA House of Delegates District 2) — "
            + "Virginia State Legislature, House of Delegates — ") == true, "\(delegate)")
        let arizona = await harness.say("rep Kolodin", as: "guest").map(\.text)
        #expect(arizona.first?.hasPrefix("State Representative Alex Kolodin (R, AZ House of Representatives District 3) — "
            + "Arizona State Legislature, House of Representatives") == true, "\(arizona)")
        let governor = await harness.say("rep Hobbs", as: "guest").map(\.text)
        #expect(governor.first?.hasPrefix("Governor Katie Hobbs (D-AZ) — State of Arizona, executive") == true, "\(governor)")
        // A member of Congress is still found first, exactly as before.
        #expect(await harness.say("rep Pelosi", as: "guest").map(\.text).first?.hasPrefix("Rep. Nancy Pelosi (D-CA-11)") == true)
    }

    @Test(arguments: DatabaseKind.allCases)
    func contactListsEveryOfficeEmailAndLink(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        let lines = await harness.say("contact Aisha Wahab", as: "alice").map(\.text)
        #expect(lines == [
            "State Senator Aisha Wahab (D, CA Senate District 10)", "California State Legislature, Senate",
            "Capitol office: 1021 O St. Suite 8530, Sacramento, CA 95814 — 916-651-4410",
            "District office: 39510 Paseo Padre Parkway Suite 280, Fremont, CA 94538 — 510-794-3900",
            "Email: senator.wahab@senate.ca.gov", "Website: https://sd10.senate.ca.gov/", "More: https://senate.ca.gov/sd10",
        ])
    }

    @Test(arguments: DatabaseKind.allCases)
    func officialsListsACitysMayorOrSaysWhatToType(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        let tempe = await harness.say("officials Tempe", as: "guest").map(\.text)
        #expect(tempe.count == 1)
        #expect(tempe.first?.hasPrefix("Mayor ") == true && tempe.first?.contains("(Tempe, AZ)") == true, "\(tempe)")
        let none = await harness.say("officials Gotham", as: "guest").map(\.text)
        #expect(none.count == 1)
        #expect(none.first?.hasPrefix("I have no officials for \"Gotham\". Try officials <city>, e.g. officials ") == true, "\(none)")
        let empty = try await CivicHarness(kind, seedDemo: false)
        #expect(await empty.say("officials Tempe", as: "guest").map(\.text)
            == ["I have no city officials yet; the operator loads them with: townhall import openstates DIR"])
    }
}
