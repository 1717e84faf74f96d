import Foundation

/// Sliding-window command limit per speaker. Over the limit a speaker gets one warning,
/// then silence until the oldest command of the window has aged out.
struct RateLimiter {
    enum Decision: Equatable {
        case allowed
        case warn(retryAfter: TimeInterval)
        case ignore
    }

    private struct Window {
        var times: [Date] = []
        var warned = false
    }

    let policy: RateLimitPolicy
    private var windows: [SpeakerKey: Window] = [:]
    /// Sweep idle windows when there are more than this many. After a sweep it is at least twice
    /// what is left, so that with many speakers active at once (none idle) the O(n) sweep is not
    /// repeated on every command but amortised.
    private var sweepAbove = 10_000

    init(policy: RateLimitPolicy) {
        self.policy = policy
    }

    mutating func admit(_ key: SpeakerKey, at now: Date) -> Decision {
        var window = windows[key, default: Window()]
        window.times.removeAll { now.timeIntervalSince($0) >= policy.period }
        defer {
            windows[key] = window
            if windows.count > sweepAbove {
                forgetIdle(at: now)
                sweepAbove = max(10_000, 2 * windows.count)
            }
        }
        if window.times.count < policy.commands {
            window.times.append(now)
            window.warned = false
            return .allowed
        }
        if window.warned { return .ignore }
        window.warned = true
        let oldest = window.times.first ?? now
        return .warn(retryAfter: policy.period - now.timeIntervalSince(oldest))
    }

    /// Speakers whose windows are kept (for tests).
    var trackedSpeakers: Int { windows.count }

    /// Bounds memory on a busy network: windows with nothing recent are dropped.
    private mutating func forgetIdle(at now: Date) {
        windows = windows.filter { _, window in
            window.times.contains { now.timeIntervalSince($0) < policy.period }
        }
    }
}
