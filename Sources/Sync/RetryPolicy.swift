/// How often and how patiently a transient failure (5xx, 429, timeout, refused or broken
/// connection) is retried within one run: exponential backoff with jitter, capped.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts after the first.
    public var retries: Int
    /// Delay before the first retry; doubled for each further one.
    public var initialDelaySeconds: Double
    public var maximumDelaySeconds: Double

    public init(retries: Int = 3, initialDelaySeconds: Double = 2, maximumDelaySeconds: Double = 60) {
        self.retries = retries
        self.initialDelaySeconds = initialDelaySeconds
        self.maximumDelaySeconds = maximumDelaySeconds
    }

    /// The pause before retry `attempt` (1-based): half fixed, half random, so many clients that
    /// failed together do not come back together. A server's `Retry-After` is obeyed instead, up
    /// to the maximum delay.
    public func delay(beforeRetry attempt: Int, serverAsked: Double? = nil) -> Duration {
        if let serverAsked { return .seconds(min(max(serverAsked, 0), maximumDelaySeconds)) }
        let base = min(maximumDelaySeconds, initialDelaySeconds * Double(1 << min(attempt - 1, 20)))
        return .seconds(base / 2 + Double.random(in: 0...(base / 2)))
    }
}
