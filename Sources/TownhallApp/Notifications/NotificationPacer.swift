import Foundation

/// Per-person rate limit for the outbox: a token bucket per recipient. Someone who comes back
/// to fifty waiting alerts gets `burst` at once and the rest one every `interval`, instead of a
/// flood. A value type with the time passed in, so its arithmetic is testable without waiting.
struct NotificationPacer: Sendable {
    let burst: Int
    let interval: TimeInterval
    private var buckets: [String: (tokens: Double, at: Date)] = [:]

    init(burst: Int, interval: TimeInterval) {
        self.burst = max(1, burst)
        self.interval = max(0, interval)
    }

    /// Whole messages `recipient` may receive at `now`.
    func available(for recipient: String, at now: Date) -> Int {
        Int(tokens(for: recipient, at: now).rounded(.down))
    }

    /// Records one message sent to `recipient` at `now`.
    mutating func spend(for recipient: String, at now: Date) {
        buckets[recipient] = (max(0, tokens(for: recipient, at: now) - 1), now)
    }

    private func tokens(for recipient: String, at now: Date) -> Double {
        guard let bucket = buckets[recipient] else { return Double(burst) }
        guard interval > 0 else { return Double(burst) }
        let refilled = bucket.tokens + max(0, now.timeIntervalSince(bucket.at)) / interval
        return min(Double(burst), refilled)
    }
}
