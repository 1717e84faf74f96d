import Chat
import Foundation
import Storage
import TownhallApp

/// `polls <street address>` reply latency through the real command core (parse the address in
/// a DM, street segment → precinct → polling places with hours, page), on a synthetic feed with
/// 1 million street segments (`PollsDatabase`). Random addresses, all of them in the feed.
enum PollsBenchmark {
    static let runs = 20_000

    static func run() async throws {
        let (database, folder) = try await PollsDatabase.freshCopy()
        defer { BenchmarkCache.discard(folder) }
        let core = TownhallCore.make(
            database: database,
            // The benchmark speaker sends thousands of commands: no rate limit.
            configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: Int.max / 2, period: 1)),
            clock: ManualClock())
        let speaker = ChatSender(nick: "bench", account: "bench")
        var random = SplitMix64(seed: 12)
        // Typed the way people write them: mixed case, long suffixes.
        let long = ["ST": "Street", "AVE": "Avenue", "RD": "Road", "LN": "Lane", "DR": "Drive"]
        func address() -> String {
            let z = Int(random.next() % UInt64(PollsDatabase.zipCount))
            let parts = PollsDatabase.street(Int(random.next() % UInt64(PollsDatabase.streetsPerZip))).split(separator: " ")
            let house = 1 + Int(random.next() % UInt64(PollsDatabase.blocksPerStreet * 100 - 1))
            return "polls \(house) \(parts[0].capitalized) \(long[String(parts[1])]!) \(PollsDatabase.zip(z))"
        }
        for _ in 0..<200 { _ = await core.handle(ChatEvent(network: "bench", sender: speaker, place: .direct, text: address())) }
        var sample = LatencySample()
        for _ in 0..<runs {
            let text = address()
            let start = ContinuousClock.now
            let replies = await core.handle(ChatEvent(network: "bench", sender: speaker, place: .direct, text: text))
            sample.record(ContinuousClock.now - start)
            precondition(replies.first?.text.hasPrefix("Your precinct:") == true && replies.count == 2,
                         "\(text) answered \(replies.map(\.text))")
        }
        print("polls <street address> on 1,000,000 street segments: \(sample.summary)")
    }
}
