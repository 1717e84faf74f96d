/// Exponential backoff with jitter: min, 2×min, 4×min ... up to max, each scaled by a random
/// factor in 1 ± jitter. `reset()` after a connection that registered successfully.
struct ReconnectBackoff: Sendable {
    let minDelay: Duration
    let maxDelay: Duration
    let jitter: Double
    private(set) var failures = 0

    init(_ settings: IRCClientConfiguration.Reconnect) {
        minDelay = settings.minDelay
        maxDelay = max(settings.maxDelay, settings.minDelay)
        jitter = min(max(settings.jitter, 0), 1)
    }

    /// The delay before the next attempt; `random` is in 0...1 (injected for tests).
    mutating func nextDelay(random: Double = Double.random(in: 0...1)) -> Duration {
        let doublings = min(failures, 30)
        failures += 1
        var base = minDelay
        for _ in 0..<doublings where base < maxDelay { base = base * 2 }
        base = min(base, maxDelay)
        return base * (1 + jitter * (2 * random - 1))
    }

    mutating func reset() {
        failures = 0
    }
}
