import NIOCore

/// When the lines handed to the channel are flushed: once the event loop has run the tasks already
/// queued, and no sooner than `gap` after the last flush. An idle connection's reply leaves within
/// the turn; under load, the replies of the gap leave together — one write, one TLS record
/// (`IRCMessageCodec`), and on the server one read and one relay to each member instead of one per
/// reply, which is what costs an IRC server most per reply (`TownhallBenchmark live ping` shows it).
struct FlushTiming {
    let gap: TimeAmount
    /// A flush is scheduled and has not run yet.
    private(set) var isScheduled = false
    private var lastFlush = NIODeadline.uptimeNanoseconds(0)

    init(gap: Duration) {
        self.gap = TimeAmount(gap)
    }

    /// When the flush of a line written `now` is due, or nil when one is already scheduled (it
    /// takes this line too). Due at or before `now` means: at the end of this turn.
    mutating func schedule(now: NIODeadline) -> NIODeadline? {
        guard !isScheduled else { return nil }
        isScheduled = true
        return lastFlush + gap
    }

    /// The scheduled flush runs `now`.
    mutating func flushed(now: NIODeadline) {
        isScheduled = false
        lastFlush = now
    }
}
