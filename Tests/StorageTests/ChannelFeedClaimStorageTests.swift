import Foundation
import Testing
@testable import Storage

/// Posters of channel feeds claim queue entries: each entry is posted by one process, a dead
/// poster's claim is due again after the lease, and a poster sees only its own network's queue.
@Suite("Channel feed claims")
struct ChannelFeedClaimStorageTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)
    let cal11 = IncidentArea.district(CongressionalDistrict(state: "CA", number: 11))

    func database(_ kind: DatabaseKind, networks: [String] = ["test"]) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase()
        try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)],
                                        in: database)
        for network in networks {
            #expect(try await database.subscribeChannel("#vote", network: network, to: cal11, kinds: [], at: start))
        }
        return database
    }

    func file(_ count: Int, in database: TownhallDatabase) async throws {
        for index in 0..<count {
            _ = try await database.report(.line, zip: "94110", text: "line \(index)", imageURL: nil,
                                          by: AccountIdentity(network: "test", name: "r\(index)"), perHour: 10, at: start)
        }
    }

    @Test("posters in two processes claiming one channel at once take each entry once", arguments: DatabaseKind.allCases)
    func claimsNeverOverlap(kind: DatabaseKind) async throws {
        let first = try await database(kind)
        let second = try first.secondProcess()
        try await file(12, in: first)
        let start = start
        let claims = try await withThrowingTaskGroup(of: [Int64].self) { group in
            for claimer in 0..<4 {
                let database = claimer.isMultiple(of: 2) ? first : second
                group.addTask {
                    var ids: [Int64] = []
                    for _ in 0..<5 {
                        ids += try await database.claimFeedItems(in: "#vote", network: "test", lines: 3, at: start).ids
                    }
                    return ids
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(claims.count == 12)
        #expect(Set(claims).count == 12)
    }

    @Test("a claim lines them up: a line each when they fit, else the rest summed up", arguments: DatabaseKind.allCases)
    func linesAndSummary(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        try await file(5, in: database)
        let claim = try await database.claimFeedItems(in: "#VOTE", network: "test", lines: 3, at: start)
        #expect(claim.singles.map(\.incident.text) == ["line 0", "line 1"])
        #expect(claim.summed.count == 3)
        #expect(claim.summedArea == "CA-11")
        try await file(1, in: database)
        #expect(try await database.claimFeedItems(in: "#vote", network: "test", lines: 0, at: start).ids.isEmpty)
        let next = try await database.claimFeedItems(in: "#vote", network: "test", lines: 3, at: start)
        #expect(next.singles.count == 1 && next.summed.isEmpty)
    }

    @Test("an entry claimed and never marked is due again after the lease; a given-back one at once",
          arguments: DatabaseKind.allCases)
    func unfinishedClaimsComeBack(kind: DatabaseKind) async throws {
        let first = try await database(kind)
        let second = try first.secondProcess()
        try await file(2, in: first)
        let lease = ChannelFeedClaim.lease
        let claimed = try await first.claimFeedItems(in: "#vote", network: "test", lines: 3, at: start)
        #expect(claimed.singles.count == 2)
        // The first process dies before posting.
        #expect(try await second.claimFeedItems(in: "#vote", network: "test", lines: 3, at: start.addingTimeInterval(lease - 1)).ids.isEmpty)
        let again = try await second.claimFeedItems(in: "#vote", network: "test", lines: 3, at: start.addingTimeInterval(lease))
        #expect(again.ids == claimed.ids)
        try await second.markFeedItemsDelivered([again.ids[0]], at: start.addingTimeInterval(lease))
        try await second.releaseFeedItems(again.ids)
        let retried = try await first.claimFeedItems(in: "#vote", network: "test", lines: 3, at: start.addingTimeInterval(lease))
        #expect(retried.ids == [again.ids[1]])
        try await first.markFeedItemsDelivered(retried.ids, at: start.addingTimeInterval(lease))
        #expect(try await first.claimFeedItems(in: "#vote", network: "test", lines: 3, at: start.addingTimeInterval(9 * lease)).ids.isEmpty)
        #expect(try await first.reading { try $0.pendingFeedCount(in: "#vote", network: "test") } == 0)
    }

    @Test("the same channel name on two networks is two queues: each network's poster posts its own entry once",
          arguments: DatabaseKind.allCases)
    func networksNeverShareAnEntry(kind: DatabaseKind) async throws {
        let first = try await database(kind, networks: ["libera", "oftc"])
        let second = try first.secondProcess()
        try await file(1, in: first)
        let libera = try await first.claimFeedItems(in: "#vote", network: "libera", lines: 3, at: start)
        let oftc = try await second.claimFeedItems(in: "#vote", network: "oftc", lines: 3, at: start)
        #expect(libera.singles.count == 1 && oftc.singles.count == 1)
        #expect(libera.ids != oftc.ids)
        #expect(libera.singles.first?.incident == oftc.singles.first?.incident)
        // Neither sees the other's entry, claimed or not.
        #expect(try await second.claimFeedItems(in: "#vote", network: "libera", lines: 3, at: start).ids.isEmpty)
        #expect(try await first.reading { try $0.pendingFeedCount(in: "#vote", network: "oftc") } == 1)
    }
}
