import Chat
import Foundation
import Import
import Testing

/// `reps` on the full real files from ../shared/data/civic (read in place).
@Suite("reps on the real official data")
struct RealDataRepsTests {
    static let packageRoot = ScriptSuite.packageRoot(from: #filePath)!

    @Test(arguments: DatabaseKind.allCases)
    func splitManhattanZipThenDistrictGivesTheRightMembers(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, seedDemo: false)
        let root = Self.packageRoot
        #expect(try await DataSetupLine.run("import legislators ../shared/data/civic/legislators/legislators-current.yaml",
                                            database: harness.database, root: root))
        #expect(try await DataSetupLine.run("import districts ../shared/data/civic/zip-district/zccd.csv",
                                            database: harness.database, root: root))
        let zip = await harness.say("zip 10001", as: "alice")
        #expect(zip.map(\.text) == ["Saved your ZIP 10001. It is split between NY-10 and NY-12; choose yours with: district NY-10 or district NY-12"])
        _ = await harness.say("district NY-10", as: "alice")
        let reps = await harness.say("reps", as: "alice").map(\.text)
        #expect(reps.count == 4)
        #expect(reps.first == "Your members of Congress (NY-10):")
        #expect(reps.dropFirst().map { $0.components(separatedBy: " — ")[0] } == [
            "Sen. Kirsten E. Gillibrand (D-NY)", "Sen. Charles E. Schumer (D-NY)", "Rep. Daniel S. Goldman (D-NY-10)",
        ])
    }

    @Test(arguments: DatabaseKind.allCases)
    func unknownSetupLinesAreLeftToTheApp(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, seedDemo: false)
        #expect(try await DataSetupLine.run("admin alice", database: harness.database, root: Self.packageRoot) == false)
    }
}
