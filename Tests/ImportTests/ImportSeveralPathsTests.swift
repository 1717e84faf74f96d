import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// `townhall import votes|bills PATH…`: the paths a shell glob gives, in one transaction.
@Suite("townhall import with several paths")
struct ImportSeveralPathsTests {
    let civic = SharedData.civic

    func paths(_ relative: [String]) -> [String] {
        relative.map { civic.appendingPathComponent($0).path }
    }

    @Test("votes from a data.json, a Senate XML and a House file, one of them given twice, are one import", arguments: DatabaseKind.allCases)
    func severalVoteFiles(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let files = paths(["votes/senate/s325-117.2022.data.json", "votes/senate/vote_108_2_00213.xml",
                           "votes/house/h62-117.2021.data.json", "votes/house/h62-117.2021.data.json"])
        let summary = try await DataKind.votes.importFiles(paths: files, into: database, progress: nil)
        #expect(summary.hasPrefix("3 added, 0 updated, 0 unchanged"))
        #expect(try await database.reading { try $0.rollCallCount() } == 3)
    }

    @Test("bills from a file and a directory that holds it are one import, each bill once", arguments: DatabaseKind.allCases)
    func billFileAndDirectory(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let directory = try #require(paths(["bills"]).first)
        let bills = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".xml") }
        let summary = try await DataKind.bills.importFiles(paths: paths(["bills/BILLSTATUS-117s35.xml", "bills"]), into: database, progress: nil)
        #expect(summary == "\(bills.count) added, 0 updated, 0 unchanged")
    }

    @Test("a missing path, even the last one, is named in one line and nothing is written",
          arguments: DatabaseKind.allCases, [DataKind.votes, .bills])
    func missingPathWritesNothing(engine: DatabaseKind, kind: DataKind) async throws {
        let database = try await engine.makeDatabase(label: "app")
        let good = kind == .votes ? "votes/senate/s325-117.2022.data.json" : "bills/BILLSTATUS-117hr1.xml"
        let missing = civic.appendingPathComponent("votes/no-such-roll.xml").path
        let error = await #expect(throws: ImportError.self) {
            try await kind.importFiles(paths: paths([good]) + [missing], into: database, progress: nil)
        }
        #expect(error?.description == "no-such-roll.xml: no such file or directory (\(missing))")
        #expect(try await database.reading { try $0.rollCallCount() } == 0)
        #expect(try await database.reading { try $0.billCount() } == 0)
    }

    @Test("legislators and districts refuse a second path: each is one complete file",
          arguments: DatabaseKind.allCases, [DataKind.legislators, .districts])
    func oneFileKinds(engine: DatabaseKind, kind: DataKind) async throws {
        let database = try await engine.makeDatabase(label: "app")
        let file = DemoData.legislatorsURL.path
        await #expect(throws: DataKind.OneFileOnly.self) {
            try await kind.importFiles(paths: [file, file], into: database, progress: nil)
        }
        #expect(try await database.reading { try $0.memberCount(includingFormer: true) } == 0)
    }
}
