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
}
