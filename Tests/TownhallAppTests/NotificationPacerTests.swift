import Foundation
import Testing
@testable import TownhallApp

@Suite("Per-person pacing of notifications")
struct NotificationPacerTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("a burst at once, then one per interval; people are paced separately",
          arguments: [(0.0, 0), (29.9, 0), (30.0, 1), (59.0, 1), (60.0, 2), (10_000.0, 3)])
    func refill(after seconds: Double, available: Int) {
        var pacer = NotificationPacer(burst: 3, interval: 30)
        #expect(pacer.available(for: "alice", at: start) == 3)
        for _ in 0..<3 { pacer.spend(for: "alice", at: start) }
        #expect(pacer.available(for: "alice", at: start.addingTimeInterval(seconds)) == available)
        #expect(pacer.available(for: "bob", at: start) == 3)
    }

    @Test("an interval of zero means no pacing beyond the burst size per check")
    func unpaced() {
        var pacer = NotificationPacer(burst: 2, interval: 0)
        pacer.spend(for: "alice", at: start)
        pacer.spend(for: "alice", at: start)
        #expect(pacer.available(for: "alice", at: start) == 2)
    }
}
