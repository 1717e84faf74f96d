import Foundation
import Testing
@testable import Chat

@Suite("Rate limiter memory on a busy network")
struct RateLimiterMemoryTests {
    func key(_ index: Int) -> SpeakerKey {
        SpeakerKey(ChatEvent(network: "n", sender: ChatSender(nick: "u\(index)", account: "u\(index)"), place: .direct,
                             text: "ping"), foldCase: { $0 })
    }

    @Test("more than 10,000 speakers at once are all kept; once idle they are forgotten and start afresh")
    func idleSpeakersAreForgotten() {
        var limiter = RateLimiter(policy: RateLimitPolicy(commands: 1, period: 30))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let admitted = (0..<10_001).filter { limiter.admit(key($0), at: start) == .allowed }.count
        #expect(admitted == 10_001)
        #expect(limiter.trackedSpeakers == 10_001)
        #expect(limiter.admit(key(0), at: start) == .warn(retryAfter: 30))
        let later = start.addingTimeInterval(31)
        for index in 10_001..<20_003 { _ = limiter.admit(key(index), at: later) }
        #expect(limiter.trackedSpeakers == 10_002)
        #expect(limiter.admit(key(0), at: later) == .allowed)
    }

    @Test("a long sliding window admits exactly `commands` per period as old times age out, also after the clock steps back")
    func slidingWindowAtLength() {
        // Steps of 1/1024 s from a whole second: every time and difference is exact in a Double.
        var limiter = RateLimiter(policy: RateLimitPolicy(commands: 1_024, period: 1))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        func at(_ ticks: Double) -> Date { start.addingTimeInterval(ticks / 1_024) }
        // 1,024 a second for 5 s: each new one finds the one from a second ago aged out.
        let admitted = (0..<5_120).filter { limiter.admit(key(0), at: at(Double($0))) == .allowed }.count
        #expect(admitted == 5_120)
        #expect(limiter.admit(key(0), at: at(5_119.5)) == .warn(retryAfter: 0.5 / 1_024))
        #expect(limiter.admit(key(0), at: at(5_119.5)) == .ignore)
        // The clock steps back half a second: the window still holds the 1,024 latest.
        #expect(limiter.admit(key(0), at: at(4_608)) == .ignore)
        // Half a second later than the last, 512 of them have aged out: 512 fit again, not 513.
        let later = (0..<513).filter { _ in limiter.admit(key(0), at: at(5_631.5)) == .allowed }.count
        #expect(later == 512)
    }
}
