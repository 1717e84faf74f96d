import Foundation

/// How often and after how long a write whose transaction lost a conflict (SQLSTATE 40001
/// serialization failure, 40P01 deadlock) is run again. Distributed engines (YugabyteDB,
/// CockroachDB) report conflicts more often than one PostgreSQL server, so a conflict is an
/// expected outcome, not an error, until the attempts run out.
public struct TransactionRetryPolicy: Sendable {
    public var attempts: Int
    public var firstDelay: Duration
    public var maximumDelay: Duration

    public init(attempts: Int = 10, firstDelay: Duration = .milliseconds(2), maximumDelay: Duration = .milliseconds(250)) {
        precondition(attempts >= 1)
        self.attempts = attempts
        self.firstDelay = firstDelay
        self.maximumDelay = maximumDelay
    }

    /// Exponential backoff with full jitter after failed attempt number `attempt` (1-based): the
    /// transactions that collided do not all come back at the same moment and collide again.
    public func delay(after attempt: Int) -> Duration {
        let exponent = min(attempt - 1, 20)
        let ceiling = min(firstDelay * (1 << exponent), maximumDelay)
        let nanoseconds = ceiling.components.seconds * 1_000_000_000 + ceiling.components.attoseconds / 1_000_000_000
        return .nanoseconds(Int64.random(in: 0...max(nanoseconds, 1)))
    }

    /// SQLSTATEs that mean "run the transaction again".
    static func isConflict(_ sqlState: String) -> Bool {
        sqlState == "40001" || sqlState == "40P01"
    }
}
