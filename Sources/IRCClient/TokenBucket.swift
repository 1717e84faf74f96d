import NIOCore

/// Classic token bucket on a caller-supplied clock: `capacity` lines may go out at once,
/// then one more each `refillInterval`. Integer tokens keep the arithmetic exact.
struct TokenBucket: Sendable {
    let capacity: Int
    let refillInterval: TimeAmount
    private(set) var tokens: Int
    /// The instant from which the next token is being earned.
    private var earningSince: NIODeadline

    init(capacity: Int, refillInterval: TimeAmount, now: NIODeadline) {
        self.capacity = max(1, capacity)
        self.refillInterval = max(refillInterval, .nanoseconds(1))
        self.tokens = self.capacity
        self.earningSince = now
    }

    private mutating func refill(now: NIODeadline) {
        guard tokens < capacity else {
            earningSince = now
            return
        }
        let earned = Int((now - earningSince).nanoseconds / refillInterval.nanoseconds)
        guard earned > 0 else { return }
        tokens = min(capacity, tokens + earned)
        earningSince = tokens == capacity ? now : earningSince + refillInterval * Int64(earned)
    }

    /// Takes `cost` tokens if they are all there.
    mutating func take(_ cost: Int = 1, now: NIODeadline) -> Bool {
        refill(now: now)
        let cost = min(cost, capacity)
        guard tokens >= cost else { return false }
        tokens -= cost
        return true
    }

    /// When `cost` tokens will be available (now if they already are).
    mutating func readyTime(for cost: Int = 1, now: NIODeadline) -> NIODeadline {
        refill(now: now)
        let missing = min(cost, capacity) - tokens
        guard missing > 0 else { return now }
        return earningSince + refillInterval * Int64(missing)
    }
}
