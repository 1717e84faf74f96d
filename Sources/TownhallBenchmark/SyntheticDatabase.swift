import Foundation
import Storage

/// A large synthetic Townhall database: 535 members, 100 thousand accounts, 1 million questions
/// (a few members get most of them) and 300 thousand upvotes from an earlier day (a few questions
/// get most of those). Built once with `bulkLoad` into `.build/benchmark/` and copied for each
/// run, so runs start from the same state and never grow the cached file.
enum SyntheticDatabase {
    static let network = "bench"
    static let accountCount = 100_000
    static let questionCount = 1_000_000
    static let earlierUpvotesPerAccount = 3
    static let earlierDay = "2026-01-01"
    static let states = ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA",
                         "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ",
                         "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT",
                         "VA", "WA", "WV", "WI", "WY"]

    /// Two senators per state and 435 House seats spread over the states (districts 1…9).
    static let members: [Member] = {
        let senators = states.indices.flatMap { state in
            (0..<2).map { seat in
                Member(bioguideID: MemberID(String(format: "S%06d", state * 2 + seat)), firstName: "Senator",
                       lastName: "Senator\(states[state])\(seat + 1)", chamber: .senate, state: states[state])
            }
        }
        let representatives = (0..<435).map { seat in
            Member(bioguideID: MemberID(String(format: "H%06d", seat)), firstName: "Representative", lastName: "Rep\(seat)",
                   chamber: .house, state: states[seat % states.count], district: seat / states.count + 1)
        }
        return senators + representatives
    }()

    static func account(_ index: Int) -> AccountIdentity {
        AccountIdentity(network: network, name: "voter\(index)")
    }

    /// Who asked question `index` (0-based; its id is `index + 1`).
    static func asker(ofQuestion index: Int) -> Int {
        (index &* 48_271) % accountCount
    }

    /// A database to measure on: a fresh copy of the cached file (built first if missing), in a
    /// temporary folder that `discard` removes.
    static func freshCopy() async throws -> (database: TownhallDatabase, folder: URL) {
        try await BenchmarkCache.freshCopy(named: "upvotes-m\(TownhallDatabase.knownMigrations.count)-v1.sqlite") { database in
            try await database.replaceMembers(members)
            try await database.bulkLoad(load())
        }
    }

    static func discard(_ folder: URL) {
        BenchmarkCache.discard(folder)
    }

    private static func load() -> BulkLoad {
        var random = SplitMix64(seed: 2026)
        let created = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01
        let topics = ["housing", "transit", "taxes", "schools", "water", "energy", "health care", "veterans",
                      "farms", "broadband", "wildfires", "jobs"]
        let questions = (0..<questionCount).map { index in
            BulkLoad.Question(asker: asker(ofQuestion: index),
                              memberBioguide: members[random.skewed(below: members.count, power: 2)].bioguideID,
                              text: "Will you vote for the \(topics[index % topics.count]) bill number \(index % 9_973)?",
                              createdAt: created.addingTimeInterval(Double(index) * 2))
        }
        var upvotes: [BulkLoad.Upvote] = []
        upvotes.reserveCapacity(accountCount * earlierUpvotesPerAccount)
        for voter in 0..<accountCount {
            for question in distinctQuestions(earlierUpvotesPerAccount, for: voter, using: &random) {
                upvotes.append(BulkLoad.Upvote(question: question, voter: voter, day: earlierDay, createdAt: created))
            }
        }
        return BulkLoad(accounts: (0..<accountCount).map(account), accountsCreatedAt: created,
                        questions: questions, upvotes: upvotes)
    }

    /// `count` different questions (0-based indexes), none asked by `voter`, popular ones likelier
    /// (the more so the higher `power`).
    static func distinctQuestions(_ count: Int, for voter: Int, using random: inout SplitMix64,
                                  power: Double = 3) -> [Int] {
        var chosen: [Int] = []
        while chosen.count < count {
            let question = random.skewed(below: questionCount, power: power)
            if asker(ofQuestion: question) != voter && !chosen.contains(question) {
                chosen.append(question)
            }
        }
        return chosen
    }
}
