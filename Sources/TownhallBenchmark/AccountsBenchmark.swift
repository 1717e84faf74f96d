import Foundation
import SQLStore
import Storage

/// The account paths nearly every command takes — reading the speaker's profile (their ZIP and
/// district), remembering their nick, writing a profile (which finds or makes the account row) —
/// so that a change to the storage layer can be checked not to slow SQLite down: run it before and
/// after, on the same build settings. Prints latency and CPU time per operation (CPU time stays
/// comparable on a machine others are using).
enum AccountsBenchmark {
    static let accounts = 1_000
    static let reads = 20_000
    static let writes = 2_000

    static func run() async throws {
        let database = try TownhallDatabase.temporary()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let people = (0..<accounts).map { AccountIdentity(network: "bench", name: "person\($0)") }
        for (index, person) in people.enumerated() {
            try await database.updateProfile(of: person, at: start) {
                $0.zip = String(format: "%05d", 10_000 + index)
                $0.district = CongressionalDistrict(state: "NY", number: index % 20 + 1)
            }
        }
        var random = SplitMix64(seed: 17)

        try await measure("profile read", runs: reads) {
            let person = people[Int(random.next() % UInt64(accounts))]
            guard try await database.reading({ try $0.profile(of: person) })?.zip != nil else {
                fatalError("profile of \(person) missing")
            }
        }
        try await measure("nick record", runs: writes) {
            let person = people[Int(random.next() % UInt64(accounts))]
            try await database.recordNick("nick\(random.next() % 100)", of: person, at: start)
        }
        try await measure("profile update", runs: writes) {
            let person = people[Int(random.next() % UInt64(accounts))]
            try await database.updateProfile(of: person, at: start) { $0.bio = "bio" }
        }
    }

    private static func measure(_ name: String, runs: Int, _ operation: () async throws -> Void) async throws {
        var samples: [Duration] = []
        samples.reserveCapacity(runs)
        let cpuBefore = Figures.processCPUTime()
        for _ in 0..<runs {
            let began = ContinuousClock.now
            try await operation()
            samples.append(ContinuousClock.now - began)
        }
        let cpuPerRun = (Figures.processCPUTime() - cpuBefore) / Double(runs) * 1e6
        print("\(name): \(Figures.latency(samples)), CPU \(String(format: "%.1f", cpuPerRun)) µs per run")
    }
}
