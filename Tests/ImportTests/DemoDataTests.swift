import Import
import Synchronization
import Storage
import Testing

@Suite("Demo dataset")
struct DemoDataTests {
    @Test func seedsAnEmptyDatabaseOnceAndNeverOverRealData() async throws {
        let database = try TownhallDatabase.temporary()
        #expect(try await DemoData.seedIfEmpty(database))
        #expect(try await database.reading { try $0.memberCount() } == 20)
        #expect(try await database.reading { try $0.districts(forZip: "10001") }.count == 2)
        #expect(try await DemoData.seedIfEmpty(database) == false)
        #expect(try await database.reading { try $0.memberCount() } == 20)
    }

    @Test func coversASplitZipAnAtLargeStateAndASharedName() async throws {
        let database = try TownhallDatabase.temporary()
        try await DemoData.seed(into: database)
        #expect(try await database.reading { try $0.districts(forZip: "30165") }.map(\.state) == ["AL", "GA"])
        #expect(try await database.reading { try $0.houseMembers(of: CongressionalDistrict(state: "VT", number: 0)) }.map(\.lastName) == ["Balint"])
        #expect(try await database.reading { try $0.members(matchingName: "rogers") }.count == 2)
    }
}

@Suite("Import progress")
struct ImportProgressTests {
    /// Collects progress reports from the importer's thread.
    final class Recorder: Sendable {
        private let reports = Mutex<[ImportProgress]>([])
        func record(_ progress: ImportProgress) { reports.withLock { $0.append(progress) } }
        var all: [ImportProgress] { reports.withLock { $0 } }
    }

    @Test func reportsReadingThenWritingAndEndsComplete() async throws {
        let database = try TownhallDatabase.temporary()
        let recorder = Recorder()
        try await DistrictsImporter.importFile(at: SharedData.districts, into: database) { recorder.record($0) }
        let reports = recorder.all
        #expect(reports.first?.phase == .reading)
        #expect(reports.last == ImportProgress(phase: .writing, done: 42_033, total: 42_033))
        let phases = reports.map(\.phase)
        #expect(phases.firstIndex(of: .writing).map { phases[$0...].allSatisfy { $0 == .writing } } == true)
        #expect(reports.count > 10)
    }
}

extension ImportProgressTests {
    /// A votes folder reports every file read and every roll call written, the last one included
    /// though it is unchanged (the s213 XML after its newer data.json twin), so a terminal line ends.
    @Test func votesAndBillsReportEveryFileAndEndComplete() async throws {
        let database = try TownhallDatabase.temporary()
        let votes = Recorder(), bills = Recorder()
        try await VotesImporter.importFile(at: SharedData.votes, into: database, progress: { votes.record($0) })
        try await BillStatusImporter.importFile(at: SharedData.bills, into: database) { bills.record($0) }
        let voteFiles = SharedData.voteFiles.count, billFiles = SharedData.billFiles.count
        #expect(votes.all.filter { $0.phase == .reading }.map(\.done) == Array(1...voteFiles))
        #expect(votes.all.last == ImportProgress(phase: .writing, done: voteFiles, total: voteFiles))
        #expect(bills.all.last == ImportProgress(phase: .writing, done: billFiles, total: billFiles))
    }
}
