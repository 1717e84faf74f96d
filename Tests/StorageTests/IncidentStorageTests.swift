import Foundation
import GRDB
@testable import SQLStore
@testable import Storage
import Testing

@Suite("Voting incidents: reports, likes, ranking, feeds")
struct IncidentStorageTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)
    let hour: TimeInterval = 3600

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    /// Real rows of the Census ZIP table: two ZIPs of CA-11, one of CA-12, one split between
    /// CA-30 and CA-34, one of New York.
    /// Written with plain SQL (`SeedRows`): the ZIP importer is not on `SQLEngine` yet, and
    /// these tests run on both engines.
    func database(_ kind: DatabaseKind = .sqlite) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase()
        try await SeedRows.zipDistricts([
            ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11),
            ZipDistrict(zcta: "94103", state: "CA", stateFIPS: "06", districtNumber: 11),
            ZipDistrict(zcta: "94601", state: "CA", stateFIPS: "06", districtNumber: 12),
            ZipDistrict(zcta: "90012", state: "CA", stateFIPS: "06", districtNumber: 30),
            ZipDistrict(zcta: "90012", state: "CA", stateFIPS: "06", districtNumber: 34),
            ZipDistrict(zcta: "10001", state: "NY", stateFIPS: "36", districtNumber: 10),
        ], in: database)
        return database
    }

    @discardableResult
    func file(_ kind: IncidentKind, _ zip: String, by name: String, at date: Date, perHour: Int = 100,
              in database: TownhallDatabase) async throws -> Int64 {
        let outcome = try await database.report(kind, zip: zip, text: "\(kind) at \(zip)", imageURL: nil,
                                                by: account(name), perHour: perHour, at: date)
        guard case .filed(let id, _) = outcome else { throw StorageTestFailure("not filed: \(outcome)") }
        return id
    }

    func like(_ id: Int64, times: Int, in database: TownhallDatabase, at date: Date) async throws {
        for index in 0..<times {
            #expect(try await database.like(id, by: account("fan\(index)"), at: date) == .counted(likes: index + 1))
        }
    }

    func ids(_ listing: IncidentListing, in database: TownhallDatabase) async throws -> [Int64] {
        try await database.reading { try $0.incidents(listing) }.map(\.id)
    }

    @Test(arguments: DatabaseKind.allCases)
    func topNearAZipRanksByLikesAgeAndNearnessWithTheFarLeftOut(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        // Day-old, much liked, far away in the same state: 21 × 0.5^4 × 0.25 ≈ 0.33.
        let oldFar = try await file(.line, "90012", by: "bob", at: start, in: database)
        try await like(oldFar, times: 20, in: database, at: start)
        let now = start.addingTimeInterval(24 * hour)
        // Fresh, in a ZIP sharing CA-11: 1 × 1 × 0.5.
        let freshNearby = try await file(.machine, "94103", by: "carol", at: now, in: database)
        // Three hours old in the same ZIP, two likes: 3 × 0.5^0.5 × 1 ≈ 2.12.
        let sameZip = try await file(.closed, "94110", by: "dave", at: now.addingTimeInterval(-3 * hour), in: database)
        try await like(sameZip, times: 2, in: database, at: now)
        // Fresh and in the same state, other district: 1 × 0.25.
        let otherDistrict = try await file(.id, "94601", by: "erin", at: now, in: database)
        // New York: left out of a California ZIP's list, however liked.
        let farState = try await file(.other, "10001", by: "frank", at: now, in: database)
        try await like(farState, times: 30, in: database, at: now)

        let top = try await ids(IncidentListing(area: .zip("94110")), in: database)
        #expect(top == [sameZip, freshNearby, oldFar, otherDistrict])
        // The whole state counts every report as near: the old one's likes (21 × 0.5^4 ≈ 1.31) now
        // beat the fresh ones (1, newest first among equals), not the liked same-ZIP one (≈ 2.12).
        #expect(try await ids(IncidentListing(area: .state("CA")), in: database)
                == [sameZip, oldFar, otherDistrict, freshNearby])
        #expect(try await ids(IncidentListing(area: .district(CongressionalDistrict(state: "CA", number: 11)), order: .new),
                              in: database) == [sameZip, freshNearby])
    }

    @Test(arguments: DatabaseKind.allCases)
    func newListsNewestFirstAndKindsFilter(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let first = try await file(.line, "94110", by: "a", at: start, in: database)
        let second = try await file(.machine, "90012", by: "b", at: start.addingTimeInterval(60), in: database)
        let third = try await file(.line, "94601", by: "c", at: start.addingTimeInterval(120), in: database)
        #expect(try await ids(IncidentListing(area: .zip("94110"), order: .new), in: database) == [third, second, first])
        #expect(try await ids(IncidentListing(area: .state("CA"), order: .new, kind: .line), in: database) == [third, first])
        // A split ZIP's report lies in both of its districts.
        for number in [30, 34] {
            #expect(try await ids(IncidentListing(area: .district(CongressionalDistrict(state: "CA", number: number))),
                                  in: database) == [second])
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func hiddenReportsNeverAppearAndCannotBeLiked(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let shown = try await file(.line, "94110", by: "a", at: start, in: database)
        let hidden = try await file(.line, "94110", by: "b", at: start, in: database)
        #expect(try await database.setIncidentHidden(hidden, reason: "spam", at: start))
        for listing in [IncidentListing(area: .zip("94110")), IncidentListing(area: .state("CA"), order: .new),
                        IncidentListing(area: .district(CongressionalDistrict(state: "CA", number: 11)))] {
            #expect(try await ids(listing, in: database) == [shown])
        }
        #expect(try await database.like(hidden, by: account("c"), at: start) == .hidden(reason: "spam"))
        #expect(try await database.setIncidentHidden(hidden, reason: nil, at: start))
        #expect(try await ids(IncidentListing(area: .zip("94110")), in: database) == [hidden, shown])
    }

    @Test(arguments: DatabaseKind.allCases)
    func likesAreOncePerAccountNeverOwnAndForgetMeTakesThemBack(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let id = try await file(.line, "94110", by: "alice", at: start, in: database)
        #expect(try await database.like(id, by: account("alice"), at: start) == .ownReport)
        #expect(try await database.like(id, by: account("bob"), at: start) == .counted(likes: 1))
        #expect(try await database.like(id, by: account("BOB"), at: start) == .unchanged)
        #expect(try await database.like(99, by: account("bob"), at: start) == .noSuchIncident)
        #expect(try await database.like(id, by: account("carol"), at: start) == .counted(likes: 2))
        #expect(try await database.unlike(id, by: account("carol")) == .counted(likes: 1))
        #expect(try await database.unlike(id, by: account("carol")) == .unchanged)
        let keyBefore = try await rankKey(id, in: database)
        #expect(try await database.forget(account("bob")))
        #expect(try await database.reading { try $0.incident(id) }?.likes == 0)
        // The cascade re-keyed the report (and its district rows) through the trigger.
        #expect(try await rankKey(id, in: database) == keyBefore - 1)
    }

    func rankKey(_ id: Int64, in database: TownhallDatabase) async throws -> Double {
        let (key, copies) = try await database.engine.read { tx in
            (try tx.value(Double.self, "SELECT rank_key FROM incident WHERE id = ?", [id]) ?? 0,
             try tx.rows("SELECT rank_key FROM incident_district WHERE incident_id = ?", [id]).map { try $0.decode(Double.self, at: 0) })
        }
        #expect(!copies.isEmpty && copies.allSatisfy { $0 == key })
        return key
    }

    @Test(arguments: DatabaseKind.allCases)
    func changingTheHalfLifeReKeysEveryReport(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let old = try await file(.line, "94110", by: "a", at: start, in: database)
        try await like(old, times: 3, in: database, at: start)
        let fresh = try await file(.line, "94110", by: "b", at: start.addingTimeInterval(6 * hour), in: database)
        // 6 h half-life: 4 × 0.5 = 2 beats 1.
        #expect(try await ids(IncidentListing(area: .zip("94110")), in: database) == [old, fresh])
        // 1 h half-life: 4 × 0.5^6 < 1.
        try await database.useIncidentHalfLife(3600)
        #expect(try await ids(IncidentListing(area: .zip("94110")), in: database) == [fresh, old])
        #expect(try await rankKey(old, in: database) == IncidentRankKey.key(createdAt: start, likes: 3, halfLifeSeconds: 3600))
    }

    @Test(arguments: DatabaseKind.allCases)
    func unknownZipAndTheHourlyLimitWriteNothing(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        #expect(try await database.report(.line, zip: "99999", text: "x", imageURL: nil, by: account("a"),
                                          perHour: 2, at: start) == .unknownZip)
        // Ten at once from one account with a limit of two: group commit applies them in order.
        let outcomes = try await withThrowingTaskGroup(of: ReportOutcome.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    try await database.report(.line, zip: "94110", text: "x", imageURL: nil, by: account("a"),
                                              perHour: 2, at: start)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.filter { if case .filed = $0 { true } else { false } }.count == 2)
        #expect(outcomes.filter { $0 == .hourlyLimitReached(limit: 2) }.count == 8)
        // An hour later the account may report again.
        try await file(.line, "94110", by: "a", at: start.addingTimeInterval(hour + 1), perHour: 2, in: database)
        #expect(try await database.reading { try $0.incidents(IncidentListing(area: .state("CA"))) }.count == 3)
    }

    /// Two bot processes on one database: the hourly limit and the like counts hold across them
    /// (SQLite's write lock; PostgreSQL's SERIALIZABLE conflicts and retries).
    @Test(arguments: DatabaseKind.allCases)
    func twoProcessesShareTheHourlyLimitAndTheLikeCounts(kind: DatabaseKind) async throws {
        let first = try await database(kind)
        let second = try first.secondProcess()
        let outcomes = try await withThrowingTaskGroup(of: ReportOutcome.self) { group in
            for index in 0..<12 {
                let database = index.isMultiple(of: 2) ? first : second
                group.addTask {
                    try await database.report(.line, zip: "94110", text: "x", imageURL: nil, by: account("a"),
                                              perHour: 3, at: start)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let filed = outcomes.compactMap { if case let .filed(id, _) = $0 { id } else { nil } }
        #expect(filed.count == 3)
        let counts = try await withThrowingTaskGroup(of: LikeOutcome.self) { group in
            for fan in 0..<20 {
                let database = fan.isMultiple(of: 2) ? first : second
                group.addTask { try await database.like(filed[0], by: account("fan\(fan)"), at: start) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Each reply is a committed count that includes its own like; on PostgreSQL it may also
        // include the other process's likes folded meanwhile (`ShardedTally`), so two replies
        // can say the same number there. The stored count is exact.
        #expect(counts.allSatisfy { if case .counted(let likes) = $0 { (1...20).contains(likes) } else { false } })
        if kind == .sqlite {
            #expect(Set(counts) == Set((1...20).map { LikeOutcome.counted(likes: $0) }))
        }
        #expect(try await second.reading { try $0.incident(filed[0]) }?.likes == 20)
    }

    @Test(arguments: DatabaseKind.allCases)
    func concurrentReportsAreAllCommittedInFewTransactions(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let count = 300
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                group.addTask { try await file(.line, "94110", by: "r\(index)", at: start, in: database) }
            }
            try await group.waitForAll()
        }
        let statistics = database.reportBatching
        #expect(statistics.requests == count)
        #expect(statistics.transactions < count)
        #expect(try await database.reading { try $0.incidents(IncidentListing(area: .state("CA"), limit: 1_000)) }.count == count)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aReportIsQueuedOnceForEachChannelWhoseFeedMatches(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let cal11 = IncidentArea.district(CongressionalDistrict(state: "CA", number: 11))
        #expect(try await database.subscribeChannel("#mission", network: "test", to: cal11, kinds: [], at: start))
        #expect(try await database.subscribeChannel("#mission", network: "test", to: .state("CA"), kinds: [.line], at: start))
        #expect(try await database.subscribeChannel("#oakland", network: "test", to: .zip("94601"), kinds: [], at: start))
        #expect(try await !database.subscribeChannel("#nowhere", network: "test", to: .zip("99999"), kinds: [], at: start))
        let line = try await file(.line, "94110", by: "a", at: start, in: database)
        _ = try await file(.machine, "90012", by: "b", at: start, in: database)
        let oakland = try await file(.closed, "94601", by: "c", at: start, in: database)
        let mission = try await database.reading { try $0.pendingFeedItems(in: "#MISSION", network: "test", limit: 10) }
        #expect(mission.map(\.incident.id) == [line])
        #expect(mission.map(\.area) == ["CA-11"])
        #expect(try await database.reading { try $0.pendingFeedItems(in: "#oakland", network: "test", limit: 10) }
                .map(\.incident.id) == [oakland])
        #expect(try await database.reading { try $0.channelsAwaitingFeed(network: "test") }.sorted() == ["#mission", "#oakland"])
        try await database.markFeedItemsDelivered(mission.map(\.id), at: start)
        #expect(try await database.reading { try $0.pendingFeedCount(in: "#mission", network: "test") } == 0)
        #expect(try await database.unsubscribeChannel("#oakland", network: "test") == 1)
        #expect(try await database.reading { try $0.pendingFeedCount(in: "#oakland", network: "test") } == 0)
    }

    /// A Matrix room upgrade moves the old room's feeds and waiting reports to the new room; an
    /// area the new room follows already stays the new room's own.
    @Test(arguments: DatabaseKind.allCases)
    func feedsMoveToTheReplacementOfAnUpgradedRoom(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let cal11 = IncidentArea.district(CongressionalDistrict(state: "CA", number: 11))
        #expect(try await database.subscribeChannel("!old:hs", network: "test", to: cal11, kinds: [], at: start))
        #expect(try await database.subscribeChannel("!old:hs", network: "test", to: .state("CA"), kinds: [.line], at: start))
        #expect(try await database.subscribeChannel("!new:hs", network: "test", to: .state("CA"), kinds: [], at: start))
        let line = try await file(.line, "94110", by: "a", at: start, in: database)
        #expect(try await database.moveChannelFeeds(from: "!old:hs", to: "!new:hs", network: "test") == 1)
        #expect(try await database.reading { try $0.channelFeeds(of: "!old:hs", network: "test") }.isEmpty)
        let moved = try await database.reading { try $0.channelFeeds(of: "!new:hs", network: "test") }
        #expect(moved.map(\.area).sorted() == ["CA", "CA-11"])
        #expect(moved.first { $0.area == "CA" }?.kinds.isEmpty == true)
        // the report both rooms awaited is posted once, in the new room
        #expect(try await database.reading { try $0.pendingFeedItems(in: "!new:hs", network: "test", limit: 10) }.map(\.incident.id) == [line])
        #expect(try await database.reading { try $0.pendingFeedCount(in: "!old:hs", network: "test") } == 0)
    }

    /// Saving, listing and removing bookmarks: BookmarkStorageTests (on every engine).
    @Test func exportListsBookmarks() async throws {
        let database = try await database()
        let alice = account("alice")
        #expect(try await database.saveBookmark("R7", for: alice, at: start))
        #expect(try await database.saveBookmark("hr1-117", for: alice, at: start))
        #expect(try await database.reading { try $0.export(alice) }?.bookmarks == ["R7", "hr1-117"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func aBulkLoadLeavesWhatTheTriggersWouldHave(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let load = IncidentBulkLoad(accounts: (0..<4).map { account("bulk\($0)") }, accountsCreatedAt: start, reports: [
            .init(reporter: 0, kind: .line, zip: "90012", text: "a", createdAt: start, likers: [1, 2, 3]),
            .init(reporter: 1, kind: .id, zip: "94110", text: "b", createdAt: start.addingTimeInterval(hour), likers: []),
        ])
        try await database.bulkLoadIncidents(load)
        let listed = try await database.reading { try $0.incidents(IncidentListing(area: .state("CA"))) }
        #expect(listed.map(\.likes) == [3, 0])
        #expect(try await rankKey(1, in: database) == IncidentRankKey.key(createdAt: start, likes: 3, halfLifeSeconds: 21_600))
        // The triggers are back: a like after the load is counted.
        #expect(try await database.like(2, by: account("bulk2"), at: start) == .counted(likes: 1))
    }

    /// Every list query walks its partial index in order and stops at the page: no sort, no scan.
    @Test(arguments: [
        ("zipTop", ReadSnapshot.zipTop, "incident_zip_top"),
        ("stateTop", ReadSnapshot.stateTop, "incident_state_top"),
        ("stateNew", ReadSnapshot.stateNew, "incident_state_new"),
        ("districtTop", ReadSnapshot.districtTop, "incident_district_top"),
        ("districtNew", ReadSnapshot.districtNew, "incident_district_new"),
    ])
    func incidentListsWalkTheirIndexes(name: String, sql: String, index: String) async throws {
        let database = try await database()
        let arguments: StatementArguments = sql.contains("?4") ? ["CA", 11, nil, 50] : ["CA", nil, 50]
        let plan = try await database.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
                .map { $0["detail"] as String }.joined(separator: "\n")
        }
        #expect(plan.contains(index), "\(name): \(plan)")
        #expect(!plan.contains("TEMP B-TREE"), "\(name): \(plan)")
        #expect(!plan.contains("SCAN"), "\(name): \(plan)")
    }
}

struct StorageTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
