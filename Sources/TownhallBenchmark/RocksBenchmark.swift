import Chat
import Foundation
import Science
import Storage
import TownhallApp

/// `rock id` reply latency through the real command core (parse, rank, page), on the shipped
/// mineral table and on a synthetic 10,000-mineral one. The target is p99 under 1 ms.
enum RocksBenchmark {
    static let runs = 5_000
    static let questions = [
        "rock id color=brassy luster=metallic streak=greenish-black hardness=6-6.5",
        "rock id luster=metallic streak=red-brown",
        "rock id colorless vitreous hardness 7 no cleavage",
        "rock id dark metallic black streak hardness 6 magnetic",
    ]

    static func run() async throws {
        for table in [MineralTable.shipped, .synthetic(count: 10_000)] {
            let core = TownhallCore.make(
                database: try TownhallDatabase.temporary(),
                // The benchmark speaker sends thousands of commands: no rate limit.
                configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: Int.max / 2, period: 1)),
                clock: ManualClock(), minerals: table)
            let speaker = ChatSender(nick: "bench", account: "bench")
            var sample = LatencySample()
            for run in 0..<runs {
                let text = questions[run % questions.count]
                let start = ContinuousClock.now
                let replies = await core.handle(ChatEvent(network: "bench", sender: speaker, place: .direct, text: text))
                sample.record(ContinuousClock.now - start)
                precondition(replies.count == 5, "\(text) answered \(replies.map(\.text))")
            }
            print("rock id on \(table.count) minerals: \(sample.summary)")
        }
    }
}
