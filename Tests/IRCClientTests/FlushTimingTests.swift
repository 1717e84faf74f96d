import NIOCore
import Testing
@testable import IRCClient

/// `FlushTiming` on a clock moved by hand: one flush at a time, never sooner than the gap after
/// the last one, and at once when the connection has been quiet.
@Suite("Flush timing")
struct FlushTimingTests {
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)

    @Test("a quiet connection flushes within the turn; a second write joins the flush already scheduled")
    func quietThenJoined() {
        var timing = FlushTiming(gap: .microseconds(500))
        let due = timing.schedule(now: start)
        #expect(due.map { $0 <= start } == true)
        #expect(timing.schedule(now: start) == nil)
        #expect(timing.isScheduled)
        timing.flushed(now: start)
        #expect(!timing.isScheduled)
    }

    @Test("a write just after a flush waits until the gap since it is over")
    func gapAfterFlush() {
        var timing = FlushTiming(gap: .microseconds(500))
        _ = timing.schedule(now: start)
        timing.flushed(now: start)
        #expect(timing.schedule(now: start + .microseconds(100)) == start + .microseconds(500))
        timing.flushed(now: start + .microseconds(500))
        // long after, the gap is over: due at once
        let later = start + .seconds(1)
        #expect(timing.schedule(now: later).map { $0 <= later } == true)
    }
}
