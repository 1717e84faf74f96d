import DatabaseTestSupport
import Foundation
import Import
import Synchronization
import Storage
import Testing

@Suite("Demo dataset")
struct DemoDataTests {
    @Test(arguments: DatabaseKind.allCases)
    func seedsAnEmptyDatabaseOnceAndNeverOverRealData(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        #expect(try await DemoData.seedIfEmpty(database))
        #expect(try await database.reading { try $0.memberCount() } == 20)
        #expect(try await database.reading { try $0.districts(forZip: "10001") }.count == 2)
        #expect(try await database.reading { try $0.rollCallCount() } == 4)
        #expect(try await database.reading { try $0.billCount() } == 3)
        #expect(try await database.reading { try $0.districtOfficeCount() } == 12)
        #expect(try await database.reading { try $0.socialAccountCount() } == 30)
        #expect(try await DemoData.seedIfEmpty(database) == false)
        #expect(try await database.reading { try $0.memberCount() } == 20)
    }

    @Test("seeding again changes nothing: every step is safe to repeat", arguments: DatabaseKind.allCases)
    func seedingTwiceIsHarmless(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DemoData.seed(into: database)
        try await DemoData.seed(into: database)
        #expect(try await database.reading { try $0.memberCount() } == 20)
        #expect(try await database.reading { try $0.rollCallCount() } == 4)
        #expect(try await database.reading { try $0.castCount() } > 0)
        #expect(try await database.reading { try $0.billCount() } == 3)
        #expect(try await database.reading { try $0.districtOfficeCount() } == 12)
        #expect(try await database.reading { try $0.socialAccountCount() } == 30)
    }

    @Test("the demo's roll calls are history: followers of their bill and voters get no alert", arguments: DatabaseKind.allCases)
    func demoRollCallsQueueNoAlerts(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DemoData.seed(try #require(DemoData.steps(named: ["members", "bills"])), into: database)
        let alice = AccountIdentity(network: "console", name: "alice")
        #expect(try await database.follow(try #require(BillID("hr5376-117")), by: alice, at: Date()))
        #expect(try await database.follow(OfficialID("P000197"), by: alice, at: Date()))
        try await DemoData.seed(try #require(DemoData.steps(named: ["votes"])), into: database)
        #expect(try await database.reading { try $0.rollCallCount() } == 4)
        #expect(try await database.reading { try $0.pendingNotifications(for: alice) }.isEmpty)
    }

    @Test("the rocks step seeds its posts once, however often it runs", arguments: DatabaseKind.allCases)
    func rockPostsSeedOnce(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let rocks = try #require(DemoData.steps(named: ["rocks"]))
        try await DemoData.seed(rocks, into: database)
        try await DemoData.seed(rocks, into: database)
        #expect(try await database.reading { try $0.rockPostCount() } == 3)
    }

    @Test("the demo's election is one feed marked as demo, dated from the day of the seed, however often it runs",
          arguments: DatabaseKind.allCases)
    func demoElectionIsMarkedAndAhead(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let step = try #require(DemoData.steps(named: ["election"]))
        try await DemoData.seed(step, into: database)
        try await DemoData.seed(step, into: database)
        let elections = try await database.reading { try $0.elections(coveringZip: "94110") }
        try #require(elections.count == 1)
        #expect(try await database.reading { try $0.demoFeedKeys() } == [elections[0].sourceKey])
        #expect(try await database.reading { try $0.demoElectionZips() } == ["94110"])
        let election = elections[0].election
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        #expect(today < (election.registrationDeadline ?? "") && (election.registrationDeadline ?? "") < election.date)
        #expect(try await database.reading { try $0.pollingPlaces(inZip: "94110") }.count == 2)
        // Official ZIP data imported later ends the demo: its made-up election goes too.
        try await DistrictsImporter.importFile(at: DemoData.districtsURL.path, into: database)
        #expect(try await database.reading { try $0.elections(coveringZip: "94110") }.isEmpty)
        #expect(try await database.reading { try $0.demoZips() }.isEmpty)
    }

    @Test("steps run in the seed's order whatever order they are named in; an unknown name is refused")
    func stepsByName() {
        #expect(DemoData.steps.map(\.name) == [
            "members", "zips", "officials", "state-districts", "votes", "bills", "rocks", "offices", "social", "election",
        ])
        #expect(DemoData.steps(named: ["bills", "members"])?.map(\.name) == ["members", "bills"])
        #expect(DemoData.steps(named: ["members", "elections"]) == nil)
    }

    @Test(arguments: DatabaseKind.allCases)
    func coversASplitZipAnAtLargeStateAndASharedName(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DemoData.seed(into: database)
        #expect(try await database.reading { try $0.districts(forZip: "30165") }.map(\.state) == ["AL", "GA"])
        #expect(try await database.reading { try $0.houseMembers(of: CongressionalDistrict(state: "VT", number: 0)) }.map(\.lastName) == ["Balint"])
        #expect(try await database.reading { try $0.members(matchingName: "rogers") }.count == 2)
    }

    @Test("every member of the contact excerpts is a demo member", arguments: DatabaseKind.allCases)
    func contactExcerptsNameDemoMembers(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DemoData.seed(into: database)
        for id: MemberID in ["P000197", "P000145", "S001150", "N000002", "S000033", "W000800"] {
            #expect(try await database.reading { try $0.member(bioguideID: id) } != nil)
            #expect(try await database.reading { try $0.districtOffices(of: id) }.isEmpty == false)
            #expect(try await database.reading { try $0.socialAccounts(of: id) }.isEmpty == false)
        }
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

    @Test(arguments: DatabaseKind.allCases)
    func reportsReadingThenWritingAndEndsComplete(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let recorder = Recorder()
        try await DistrictsImporter.importFile(at: SharedData.districts, into: database) { recorder.record($0) }
        let reports = recorder.all
        #expect(reports.first?.phase == .reading)
        #expect(reports.last == ImportProgress(phase: .writing, done: 42_033, total: 42_033))
        let phases = reports.map(\.phase)
        #expect(phases.firstIndex(of: .writing).map { phases[$0...].allSatisfy { $0 == .writing } } == true)
        // Nothing from inside the write (a PostgreSQL write may run its body twice): its start and its commit.
        #expect(reports.filter { $0.phase == .writing }.map(\.done) == [0, 42_033])
        #expect(reports.count > 10)
    }
}

extension ImportProgressTests {
    /// A votes folder reports every file read, then its write as complete once committed (every
    /// roll call counted, the unchanged s213 XML after its newer data.json twin too), so a terminal
    /// line ends.
    @Test(arguments: DatabaseKind.allCases)
    func votesAndBillsReportEveryFileAndEndComplete(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let votes = Recorder(), bills = Recorder()
        try await VotesImporter.importFile(at: SharedData.votes, into: database, progress: { votes.record($0) })
        try await BillStatusImporter.importFile(at: SharedData.bills, into: database) { bills.record($0) }
        let voteFiles = SharedData.voteFiles.count, billFiles = SharedData.billFiles.count
        #expect(votes.all.filter { $0.phase == .reading }.map(\.done) == Array(1...voteFiles))
        #expect(votes.all.last == ImportProgress(phase: .writing, done: voteFiles, total: voteFiles))
        #expect(bills.all.last == ImportProgress(phase: .writing, done: billFiles, total: billFiles))
    }
}
