import Foundation
import Testing
@testable import Storage

/// The named lock `townhall sync` takes (a lease row), on both engines, between two processes.
@Suite("Locks in the database")
struct LockStorageTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let lease: TimeInterval = 600

    func taken(_ outcome: LockOutcome) -> LockLease? {
        if case .taken(let lease) = outcome { lease } else { nil }
    }

    @Test("a second process is refused while the first holds the lock, and takes it once released or expired",
          arguments: DatabaseKind.allCases)
    func secondProcessWaitsForReleaseOrExpiry(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        let second = try first.secondProcess()
        let held = try #require(taken(try await first.takeLock("sync", holder: "a pid 1", at: start, for: lease)))
        #expect(try await second.takeLock("sync", holder: "b pid 2", at: start.addingTimeInterval(1), for: lease)
            == .held(by: "a pid 1", since: start))
        // Another name is another lock.
        #expect(taken(try await second.takeLock("other", holder: "b pid 2", at: start, for: lease)) != nil)
        try await first.releaseLock(held)
        let later = start.addingTimeInterval(2)
        let secondHeld = try #require(taken(try await second.takeLock("sync", holder: "b pid 2", at: later, for: lease)))
        #expect(secondHeld.holder == "b pid 2")
        // The second process dies without releasing: refused until its lease is over, no longer.
        #expect(try await first.takeLock("sync", holder: "a pid 1", at: later.addingTimeInterval(lease - 0.001), for: lease)
            == .held(by: "b pid 2", since: later))
        #expect(taken(try await first.takeLock("sync", holder: "a pid 1", at: later.addingTimeInterval(lease), for: lease)) != nil)
    }

    @Test("renewing moves the end; a lease lost to expiry cannot be renewed or released by its old holder",
          arguments: DatabaseKind.allCases)
    func renewal(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        let second = try first.secondProcess()
        let held = try #require(taken(try await first.takeLock("sync", holder: "a pid 1", at: start, for: lease)))
        #expect(try await first.renewLock(held, at: start.addingTimeInterval(500), for: lease))
        #expect(try await second.takeLock("sync", holder: "b pid 2", at: start.addingTimeInterval(lease + 1), for: lease)
            == .held(by: "a pid 1", since: start))
        let late = start.addingTimeInterval(500 + lease)
        let taker = try #require(taken(try await second.takeLock("sync", holder: "b pid 2", at: late, for: lease)))
        #expect(try await !first.renewLock(held, at: late, for: lease))
        try await first.releaseLock(held)
        #expect(try await first.takeLock("sync", holder: "c pid 3", at: late, for: lease) == .held(by: "b pid 2", since: late))
        try await second.releaseLock(taker)
    }

    @Test("of many takers at the same moment in two processes, exactly one gets the lock", arguments: DatabaseKind.allCases)
    func oneOfManyConcurrentTakers(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        let second = try first.secondProcess()
        let start = start, lease = lease
        let outcomes = try await withThrowingTaskGroup(of: LockOutcome.self) { group in
            for index in 0..<8 {
                let database = index.isMultiple(of: 2) ? first : second
                group.addTask { try await database.takeLock("sync", holder: "host pid \(index)", at: start, for: lease) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let winners = outcomes.compactMap(taken)
        #expect(winners.count == 1)
        #expect(Set(outcomes.compactMap { if case .held(let by, _) = $0 { by } else { nil } }) == [try #require(winners.first).holder])
    }
}
