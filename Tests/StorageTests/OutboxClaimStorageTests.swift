import Foundation
import Testing
@testable import Storage

/// Couriers of one network in several processes claim the outbox: each row goes to one of them,
/// and a claim that is never completed (its process died) is due again after the lease.
@Suite("Outbox claims")
struct OutboxClaimStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    func account(_ name: String, on network: String = "test") -> AccountIdentity {
        AccountIdentity(network: network, name: name)
    }

    func queue(_ count: Int, for account: AccountIdentity, in database: TownhallDatabase) async throws {
        let date = date
        try await database.engine.write { tx in
            let id = try TownhallDatabase.ensureAccount(account, at: date, in: tx)
            for index in 0..<count {
                try tx.execute("INSERT INTO notification (account_id, dedupe_key, text, created_at) VALUES (?, ?, ?, ?)",
                               [id, "k\(index)", "\(account.name) \(index)", date])
            }
        }
    }

    /// Four claimers, two per process, each claiming three at a time for every account until
    /// nothing is left (or 100 rounds: with no lease, rows never run out).
    func claimAll(in databases: [TownhallDatabase], accounts: [AccountIdentity], lease: TimeInterval) async throws -> [Int64] {
        let date = date
        return try await withThrowingTaskGroup(of: [Int64].self) { group in
            for claimer in 0..<4 {
                let database = databases[claimer % databases.count]
                group.addTask {
                    var claimed: [Int64] = []
                    for _ in 0..<100 {
                        var round: [Int64] = []
                        for account in accounts {
                            round += try await database.claimNotifications(for: account, limit: 3, at: date, lease: lease).map(\.id)
                        }
                        if round.isEmpty { break }
                        claimed += round
                    }
                    return claimed
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }

    @Test("four claimers in two processes claim each of 240 rows exactly once", arguments: DatabaseKind.allCases)
    func claimsNeverOverlap(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        try await claimsNeverOverlap(first, try first.secondProcess())
    }

    /// 240 rows queued, claimed by four claimers, two through `first` and two through `second`.
    func claimsNeverOverlap(_ first: TownhallDatabase, _ second: TownhallDatabase) async throws {
        let accounts = (0..<8).map { account("person\($0)") }
        for account in accounts { try await queue(30, for: account, in: first) }
        let claimed = try await claimAll(in: [first, second], accounts: accounts, lease: PendingNotification.claimLease)
        #expect(claimed.count == 240)
        #expect(Set(claimed).count == 240)
    }

    @Test("with no lease, claims overlap (the test above would fail)")
    func noLeaseOverlaps() async throws {
        let database = try TownhallDatabase.temporary()
        try await queue(3, for: account("solo"), in: database)
        let claimed = try await claimAll(in: [database], accounts: [account("solo")], lease: 0)
        #expect(claimed.count > 3)
    }

    @Test("a claim never marked delivered is due again after the lease; a given-back one at once; a delivered one never",
          arguments: DatabaseKind.allCases)
    func unfinishedClaimsComeBack(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        let second = try first.secondProcess()
        let alice = account("alice")
        try await queue(3, for: alice, in: first)
        let lease = PendingNotification.claimLease
        let claimed = try await first.claimNotifications(for: alice, limit: 2, at: date)
        #expect(claimed.map(\.message) == [.text("alice 0"), .text("alice 1")])
        // The first process dies here. Meanwhile the other sees only the unclaimed row.
        let rest = try await second.claimNotifications(for: alice, limit: 5, at: date.addingTimeInterval(1))
        #expect(rest.map(\.message) == [.text("alice 2")])
        try await second.markDelivered(rest.map(\.id), at: date.addingTimeInterval(1))
        #expect(try await second.claimNotifications(for: alice, limit: 5, at: date.addingTimeInterval(lease - 1)).isEmpty)
        let again = try await second.claimNotifications(for: alice, limit: 5, at: date.addingTimeInterval(lease))
        #expect(again.map(\.id) == claimed.map(\.id))
        // The server refused the second line: given back, it is due at once.
        try await second.markDelivered([again[0].id], at: date.addingTimeInterval(lease))
        try await second.releaseNotifications(again.map(\.id))
        let retried = try await first.claimNotifications(for: alice, limit: 5, at: date.addingTimeInterval(lease))
        #expect(retried.map(\.message) == [.text("alice 1")])
        try await first.markDelivered(retried.map(\.id), at: date.addingTimeInterval(lease))
        #expect(try await first.claimNotifications(for: alice, limit: 5, at: date.addingTimeInterval(10 * lease)).isEmpty)
        #expect(try await first.reading { try $0.outbox(of: alice) }.allSatisfy { $0.deliveredAt != nil })
    }

    @Test("a courier claims only its own network's rows, even for the same account name", arguments: DatabaseKind.allCases)
    func claimsStayInTheirNetwork(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        let second = try first.secondProcess()
        try await queue(2, for: account("sam", on: "libera"), in: first)
        try await queue(2, for: account("sam", on: "oftc"), in: first)
        let libera = try await first.claimNotifications(for: account("sam", on: "libera"), limit: 10, at: date)
        let oftc = try await second.claimNotifications(for: account("sam", on: "oftc"), limit: 10, at: date)
        #expect(libera.count == 2 && oftc.count == 2)
        #expect(Set(libera.map(\.id)).isDisjoint(with: oftc.map(\.id)))
        #expect(libera.allSatisfy { $0.account.network == "libera" })
    }
}
