import Foundation

/// When to try a temporarily refused email again, and when to give up on it.
///
/// Why these numbers: a mail server's 4xx usually clears within minutes (greylisting asks for
/// a retry after a few), an outage within hours; after about a day of trying, the writer is
/// better served by "it failed, here is the contact form" than by more waiting.
public struct MailRetryPolicy: Sendable, Hashable {
    /// Wait before attempt n + 1 after n failed attempts (the last value repeats).
    public var delays: [TimeInterval]
    /// Temporary failures after which a mail fails for good.
    public var maxAttempts: Int

    public init(delays: [TimeInterval] = [60, 300, 1_800, 7_200, 21_600], maxAttempts: Int = 8) {
        self.delays = delays.isEmpty ? [60] : delays
        self.maxAttempts = max(1, maxAttempts)
    }

    /// The wait after `attempts` failed attempts.
    public func delay(after attempts: Int) -> TimeInterval {
        delays[min(max(attempts, 1), delays.count) - 1]
    }
}
