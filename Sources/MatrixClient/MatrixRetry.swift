import Logging

/// How a failed call is tried again: after the server's `retry_after_ms` for a 429, else after an
/// exponential backoff with jitter between `minimum` and `maximum`.
public struct MatrixRetry: Sendable, Equatable {
    public var minimum: Duration
    public var maximum: Duration

    public init(minimum: Duration = .seconds(1), maximum: Duration = .seconds(60)) {
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
    }

    /// The pause before retry `attempt` (1-based) after `error`.
    public func delay(beforeRetry attempt: Int, after error: MatrixError) -> Duration {
        if let asked = error.retryAfterMilliseconds { return .milliseconds(max(asked, 0)) }
        let base = min(maximum, minimum * (1 << min(attempt - 1, 20)))
        return base / 2 + base / 2 * Double.random(in: 0...1)
    }

    /// Runs `body` until it succeeds, fails for good (not transient), or `attempts` ran out
    /// (nil: no limit); `onRetry` hears of each failure that will be retried. Cancellation ends
    /// the waiting with the last error.
    public func run<T: Sendable>(isolation: isolated (any Actor)? = #isolation, attempts: Int?, onRetry: (MatrixError, Int, Duration) -> Void = { _, _, _ in },
                          _ body: () async throws(MatrixError) -> T) async throws(MatrixError) -> T {
        var attempt = 0
        while true {
            do {
                return try await body()
            } catch where error.isTransient && (attempts.map { attempt + 1 < $0 } ?? true) && !Task.isCancelled {
                let failure = error
                attempt += 1
                let pause = delay(beforeRetry: attempt, after: failure)
                onRetry(failure, attempt, pause)
                do { try await Task.sleep(for: pause) } catch { throw failure }
            }
        }
    }

    /// An `onRetry` that logs each retry of `what` as a warning on `logger`.
    public static func logging(_ what: String, to logger: Logger) -> (MatrixError, Int, Duration) -> Void {
        { error, attempt, pause in
            logger.warning("\(what) failed (\(error)); retry \(attempt) in \(pause)")
        }
    }
}
