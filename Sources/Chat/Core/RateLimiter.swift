import Foundation

/// Sliding-window command limit per speaker. Over the limit a speaker gets one warning,
/// then silence until the oldest command of the window has aged out.
struct RateLimiter {
    enum Decision: Equatable {
        case allowed
        case warn(retryAfter: TimeInterval)
        case ignore
    }

    /// One speaker's recent commands. Changed in place in `windows` only: a copy taken out and
    /// written back shares the buffer, so pruning it copied the whole window (up to
    /// `policy.commands` dates) on every command.
    private struct Window {
        /// Times of the commands, oldest first.
        private var times = CompactingQueue<Date>(compactAfter: 64)
        var warned = false

        var count: Int { times.count }
        var oldest: Date? { times.first }
        var newest: Date? { times.last }

        /// Forgets the times at least `period` before `now`: a prefix, as the times are in order.
        mutating func forget(before now: Date, period: TimeInterval) {
            times.removeFirst { now.timeIntervalSince($0) >= period }
        }

        /// Adds `now` in order (after a clock stepped back, before the later times).
        mutating func record(_ now: Date) {
            times.insert(now) { $0 > now }
        }
    }

    /// Replaceable (`admin reload`): the windows stay, so a speaker's recent commands count
    /// against the new limit at once.
    var policy: RateLimitPolicy
    private var windows: [SpeakerKey: Window] = [:]
    /// Sweep idle windows when there are more than this many. After a sweep it is at least twice
    /// what is left, so that with many speakers active at once (none idle) the O(n) sweep is not
    /// repeated on every command but amortised.
    private var sweepAbove = 10_000

    init(policy: RateLimitPolicy) {
        self.policy = policy
    }

    mutating func admit(_ key: SpeakerKey, at now: Date) -> Decision {
        let policy = policy
        let decision = { (window: inout Window) -> Decision in
            window.forget(before: now, period: policy.period)
            if window.count < policy.commands {
                window.record(now)
                window.warned = false
                return .allowed
            }
            if window.warned { return .ignore }
            window.warned = true
            let oldest = window.oldest ?? now
            return .warn(retryAfter: policy.period - now.timeIntervalSince(oldest))
        }(&windows[key, default: Window()])
        if windows.count > sweepAbove {
            forgetIdle(at: now)
            sweepAbove = max(10_000, 2 * windows.count)
        }
        return decision
    }

    /// Speakers whose windows are kept (for tests).
    var trackedSpeakers: Int { windows.count }

    /// Bounds memory on a busy network: windows with nothing recent are dropped.
    private mutating func forgetIdle(at now: Date) {
        windows = windows.filter { _, window in
            window.newest.map { now.timeIntervalSince($0) < policy.period } ?? false
        }
    }
}
