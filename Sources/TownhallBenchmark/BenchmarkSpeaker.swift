import Chat
import Storage
import TownhallApp

/// One account speaking to the real command core in a DM, as the reply-latency benchmarks time
/// it: no rate limit (the benchmark sends thousands of commands) and a clock that stands still.
struct BenchmarkSpeaker {
    let core: ChatCore
    let speaker = ChatSender(nick: "bench", account: "bench")

    init(database: TownhallDatabase) {
        core = TownhallCore.make(
            database: database,
            configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: Int.max / 2, period: 1)),
            clock: ManualClock())
    }

    func say(_ text: String) async -> [ChatReply] {
        await core.handle(ChatEvent(network: "bench", sender: speaker, place: .direct, text: text))
    }
}
