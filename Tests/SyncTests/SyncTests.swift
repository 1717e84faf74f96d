import DatabaseTestSupport
import Foundation
import HTTPTestServer
import Storage
import Sync
import Synchronization
import Testing
import TownhallApp

/// `townhall sync` against a real HTTP server on loopback publishing the real official files.
@Suite("Sync over real HTTP")
struct SyncTests {
    @Test func firstSyncImportsAndASecondOneAsksConditionallyAndImportsNothing() async throws {
        let harness = try await SyncHarness.start()
        let first = try await harness.sync()
        #expect(first["legislators"]?.succeeded == true)
        #expect(first["legislators"]?.imported == ["537 added, 0 updated, 0 no longer serving"])
        #expect(first["districts"]?.imported == ["42033 ZIP-to-district rows"])
        let database = try await harness.database()
        #expect(try await database.reading { try $0.memberCount() } == 537)
        #expect(try await database.reading { try $0.zipDistrictCount() } == 42_033)
        let remembered = try #require(try await database.reading { try $0.syncedFile(url: harness.server.url(SyncHarness.legislatorsPath)) })
        #expect(remembered.etag != nil && remembered.lastModified != nil)
        #expect(remembered.byteCount == 1_081_468)

        let before = harness.server.requests.count
        let second = try await harness.sync()
        #expect(second["legislators"]?.unchanged == 1)
        #expect(second["legislators"]?.imported == [])
        #expect(second["districts"]?.unchanged == 1)
        #expect(second["districts"]?.summaryLine == "districts: unchanged since the last sync")
        for path in [SyncHarness.legislatorsPath, SyncHarness.districtsPath] {
            let requests = harness.requests(for: path, from: before)
            #expect(requests.count == 1)
            #expect(requests.first?.status == 304)
            #expect(requests.first?.ifNoneMatch != nil)
            #expect(requests.first?.ifModifiedSince != nil)
        }
        #expect(harness.requests(for: SyncHarness.legislatorsPath, from: before).first?.ifNoneMatch == remembered.etag)
        #expect(try await database.reading { try $0.memberCount() } == 537)
        try await harness.server.shutdown()
    }

    @Test func statusShowsWhatEachSourceLastImported() async throws {
        var harness = try await SyncHarness.start()
        harness.configuration.sources?.append(SyncSource(
            name: "rolls", kind: .districts,
            location: .series(try AddressTemplate.series(harness.server.url("/rolls/{year}/{number}.csv")))))
        harness.server.serve(SyncHarness.districtsFile, at: "/rolls/2025/1.csv")
        #expect(try await SyncRunner.status(harness.configuration, database: try harness.address())
            == ["legislators: never synced", "districts: never synced", "rolls: never synced"])
        _ = try await harness.sync()
        let lines = try await SyncRunner.status(harness.configuration, database: try harness.address(),
                                                only: ["legislators", "rolls"])
        #expect(lines.count == 4)
        #expect(lines[0] == "legislators: 1 files, 0 series")
        #expect(lines[1].hasPrefix("  \(harness.server.url(SyncHarness.legislatorsPath)): imported "))
        #expect(lines[1].contains(", 1081468 bytes, ETag \""))
        #expect(lines[1].contains(", Last-Modified "))
        #expect(lines[2] == "rolls: 0 files, 1 series")
        #expect(lines[3] == "  \(harness.server.url("/rolls/2025/{number}.csv")): up to 1")
        try await harness.server.shutdown()
    }

    @Test func aMovedFileIsFollowed() async throws {
        let harness = try await SyncHarness.start()
        harness.server.redirect(SyncHarness.legislatorsPath, to: "/moved/legislators-current.yaml")
        harness.server.serve(SyncHarness.legislatorsFile, at: "/moved/legislators-current.yaml")
        let report = try #require(try await harness.sync(only: ["legislators"])["legislators"])
        #expect(report.imported == ["537 added, 0 updated, 0 no longer serving"], "\(report.failureLine ?? "")")
        #expect(harness.server.requests.map(\.status) == [301, 200])
        try await harness.server.shutdown()
    }

    @Test func aChangedFileIsImportedAgain() async throws {
        let harness = try await SyncHarness.start()
        _ = try await harness.sync()
        // The publisher drops the last 33 rows (Wyoming's and a few more): a new version.
        let text = try String(contentsOf: SyncHarness.districtsFile, encoding: .utf8)
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: true)
        let changed = lines.dropLast(33).joined(separator: "\r\n") + "\r\n"
        harness.server.serve(bytes: Array(changed.utf8), at: SyncHarness.districtsPath)

        let second = try await harness.sync()
        #expect(second["districts"]?.imported == ["42000 ZIP-to-district rows"])
        #expect(second["legislators"]?.unchanged == 1)
        #expect(try await harness.database().reading { try $0.zipDistrictCount() } == 42_000)
        try await harness.server.shutdown()
    }

    @Test(arguments: [
        [InjectedFault.status(500)],
        [.status(503), .status(502)],
        [.cutBody(afterBytes: 10_000)],
    ])
    func transientFailuresAreRetried(faults: [InjectedFault]) async throws {
        let harness = try await SyncHarness.start()
        for fault in faults { harness.server.inject(fault, at: SyncHarness.legislatorsPath) }
        let reports = try await harness.sync(only: ["legislators"])
        #expect(reports["legislators"]?.succeeded == true)
        #expect(try await harness.database().reading { try $0.memberCount() } == 537)
        let statuses = harness.requests(for: SyncHarness.legislatorsPath).map(\.status)
        #expect(statuses.count == faults.count + 1, "\(statuses) \(harness.notes.all)")
        #expect(statuses.last == 200)
        try await harness.server.shutdown()
    }

    @Test func failuresOutlastingTheRetriesLeaveEverythingAsItWas() async throws {
        let harness = try await SyncHarness.start()
        _ = try await harness.sync()
        let changed = Array("state_fips,state_abbr,zcta,cd\r\n56,WY,82001,0\r\n".utf8)
        harness.server.serve(bytes: changed, at: SyncHarness.districtsPath)
        for _ in 0...3 { harness.server.inject(.status(500), at: SyncHarness.districtsPath) }
        let reports = try await harness.sync(only: ["districts"])
        let report = try #require(reports["districts"])
        #expect(report.failureLine == "sync: districts: \(harness.server.url(SyncHarness.districtsPath)) answered HTTP 500 — nothing changed, will retry next run")
        #expect(try await harness.database().reading { try $0.zipDistrictCount() } == 42_033)
        // The next run gets the new version.
        #expect(try await harness.sync(only: ["districts"])["districts"]?.imported == ["1 ZIP-to-district rows"])
        try await harness.server.shutdown()
    }

    @Test func aBrokenNewVersionKeepsTheOldDataAndValidatorsUntilAGoodOneArrives() async throws {
        let harness = try await SyncHarness.start()
        _ = try await harness.sync()
        let database = try await harness.database()
        let url = harness.server.url(SyncHarness.legislatorsPath)
        let remembered = try await database.reading { try $0.syncedFile(url: url) }
        // The publisher's new version arrives cut off mid-entry (a consistent Content-Length).
        let text = try String(contentsOf: SyncHarness.legislatorsFile, encoding: .utf8)
        let broken = Array(text.utf8.prefix(400_000)) + Array("\n- id: {bioguide: X000001\n".utf8)
        harness.server.serve(bytes: broken, at: SyncHarness.legislatorsPath)
        let failed = try #require(try await harness.sync(only: ["legislators"])["legislators"])
        #expect(failed.failureLine?.hasPrefix(
            "sync: legislators: the download was refused by the importer: legislators-current.yaml line ") == true,
            "\(failed.failureLine ?? "")")
        #expect(try await database.reading { try $0.memberCount() } == 537)
        #expect(try await database.reading { try $0.syncedFile(url: url) } == remembered)

        // Fixed upstream: a version without the last entry is imported, and one member leaves office.
        let entries = text.components(separatedBy: "\n- id:")
        let fixed = entries.dropLast().joined(separator: "\n- id:") + "\n"
        harness.server.serve(bytes: Array(fixed.utf8), at: SyncHarness.legislatorsPath)
        let next = try #require(try await harness.sync(only: ["legislators"])["legislators"])
        #expect(next.imported == ["0 added, 536 updated, 1 no longer serving"], "\(next.failureLine ?? "")")
        #expect(try await database.reading { try $0.memberCount() } == 536)
        #expect(try await database.reading { try $0.syncedFile(url: url) }?.etag != remembered?.etag)
        try await harness.server.shutdown()
    }

    @Test func anUnreachableSourceIsNamedAndNothingIsLost() async throws {
        let harness = try await SyncHarness.start(port: SyncHarness.restartablePort)
        _ = try await harness.sync()
        let database = try await harness.database()
        let url = harness.server.url(SyncHarness.legislatorsPath)
        let remembered = try await database.reading { try $0.syncedFile(url: url) }
        let port = harness.server.port
        try await harness.server.shutdown()

        let reports = try await harness.sync()
        #expect(reports["legislators"]?.failureLine
            == "sync: legislators: cannot reach 127.0.0.1 (connection refused) — nothing changed, will retry next run")
        #expect(reports["districts"]?.succeeded == false)
        #expect(try await database.reading { try $0.memberCount() } == 537)
        #expect(try await database.reading { try $0.zipDistrictCount() } == 42_033)
        #expect(try await database.reading { try $0.syncedFile(url: url) } == remembered)

        // Back online at the same address: the remembered validators still work.
        let revived = try await TestFileServer.start(port: port)
        revived.serve(SyncHarness.legislatorsFile, at: SyncHarness.legislatorsPath)
        let next = try await harness.sync(only: ["legislators"])
        #expect(next["legislators"]?.unchanged == 1)
        #expect(revived.requests.map(\.status) == [304])
        try await revived.shutdown()
    }

    @Test func aTruncatedFileIsRefusedAndTheNextRunImportsTheWholeOne() async throws {
        let harness = try await SyncHarness.start()
        // 300,000 bytes of 642,147: the cut falls inside a row.
        harness.server.inject(.truncatedFile(bytes: 300_000), at: SyncHarness.districtsPath)
        let reports = try await harness.sync()
        let report = try #require(reports["districts"])
        #expect(report.succeeded == false)
        let line = try #require(report.failureLine)
        #expect(line.hasPrefix("sync: districts: the download was refused by the importer: zccd.csv line "))
        #expect(line.hasSuffix(" — nothing changed, will retry next run"))
        #expect(reports["legislators"]?.succeeded == true)
        let database = try await harness.database()
        #expect(try await database.reading { try $0.zipDistrictCount() } == 0)
        #expect(try await database.reading { try $0.syncedFile(url: harness.server.url(SyncHarness.districtsPath)) } == nil)

        let next = try await harness.sync()
        #expect(next["districts"]?.imported == ["42033 ZIP-to-district rows"])
        #expect(next["legislators"]?.unchanged == 1)
        try await harness.server.shutdown()
    }
}

@Suite("Sync run lock")
struct SyncLockTests {
    @Test func aSecondRunOnTheSameDatabaseIsRefusedWhileTheFirstHoldsTheLock() async throws {
        let harness = try await SyncHarness.start()
        let held = try await SyncLock.take(on: try await harness.database(), holder: "elsewhere pid 42")
        let busy = await #expect(throws: SyncLock.Busy.self) { try await harness.sync() }
        #expect(busy?.description.hasPrefix("another townhall sync is running on this database (held by elsewhere pid 42 since ") == true)
        #expect(busy?.description.hasSuffix("); nothing done") == true)
        #expect(harness.server.requests.isEmpty)
        try await held.release()
        let next = try await harness.sync(only: ["legislators"])
        #expect(next["legislators"]?.succeeded == true)
        try await harness.server.shutdown()
    }

    @Test func theLockIsReleasedWhenARunEnds() async throws {
        let harness = try await SyncHarness.start()
        _ = try await harness.sync(only: ["legislators"])
        let next = try await harness.sync(only: ["legislators"])
        #expect(next["legislators"]?.unchanged == 1)
        try await harness.server.shutdown()
    }
}

/// The lease itself, on a database file with no HTTP server: renewal moves its end, a crashed
/// holder's lease frees once it runs out. (Both engines and two processes: `LockStorageTests`.)
@Suite("Sync lock lease")
struct SyncLockLeaseTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    final class Clock: Sendable {
        let date: Mutex<Date>
        init(_ date: Date) { self.date = Mutex(date) }
        func set(_ new: Date) { date.withLock { $0 = new } }
        func now() -> Date { date.withLock { $0 } }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aRenewedLeaseHoldsPastItsFirstEndAndACrashedOneFreesAfterItRunsOut(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "sync")
        let clock = Clock(start)
        let first = try await SyncLock.take(on: database, holder: "a pid 1", now: { clock.now() }, renewalInterval: .seconds(3600))
        clock.set(start.addingTimeInterval(SyncLock.leaseDuration - 1))
        #expect(try await first.renew())
        let pastFirstEnd = start.addingTimeInterval(SyncLock.leaseDuration + 1)
        let refused = await #expect(throws: SyncLock.Busy.self) {
            _ = try await SyncLock.take(on: database, holder: "b pid 2", now: { pastFirstEnd })
        }
        #expect(refused?.holder == "a pid 1")
        #expect(refused?.since == start)
        // `first` dies without releasing: its lease runs out a lease after its last renewal.
        let afterRenewedEnd = start.addingTimeInterval(2 * SyncLock.leaseDuration - 1)
        let second = try await SyncLock.take(on: database, holder: "b pid 2", now: { afterRenewedEnd })
        #expect(try await !first.renew())
        try await first.release()  // not its lease any more: nothing happens
        await #expect(throws: SyncLock.Busy.self) {
            _ = try await SyncLock.take(on: database, holder: "c pid 3", now: { afterRenewedEnd })
        }
        try await second.release()
    }
}
