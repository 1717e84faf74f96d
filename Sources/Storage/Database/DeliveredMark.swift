import Logging

/// Commits the record that something has left — an alert or a channel feed line the chat server
/// accepted, a mail the SMTP server accepted — even when the database cannot be reached at that
/// moment.
///
/// Such a row is claimed for a lease while it is sent; a mark that fails leaves it claimed and
/// not delivered, and once the lease runs out a sweep (of this process or another) sends it
/// again. A failover's gap of a few seconds often swallows the mark of something sent just
/// before it (`ServeFailoverTests` saw a feed line posted but never marked after `kill -9` of
/// the primary), so a mark that failed because the database was unreachable is held in memory
/// and tried again in the background, every second or two at first, until it commits or the
/// lease is about to run out.
///
/// What it cannot cover: the mark lives only in this process until it commits, so a process
/// that dies while holding one leaves the row claimed and unmarked, and it is sent again once
/// its lease runs out — the same single repeat as a process dying between the send and the
/// mark. A mark must therefore be safe to commit twice and must commit nothing once the claim
/// was lost (each caller's mark checks its claim).
public enum DeliveredMark {
    /// Dense while a failover or a server restart is usually over; the last delay then repeats
    /// until the lease is about to run out.
    public static let retryDelays: [Duration] = [.milliseconds(500), .seconds(1), .seconds(1), .seconds(1), .seconds(2),
                                                 .seconds(2), .seconds(3), .seconds(5), .seconds(10)]
    /// How long before the lease runs out retrying stops: a mark that late would race the
    /// sweep that sends the row again.
    public static let margin: Duration = .seconds(5)

    /// Runs `mark` in a task of its own (a shutdown that cancels the caller must not cancel the
    /// record of something that already left); when it fails because the database is
    /// unreachable, again in the background after each of `retryDelays` (the last one
    /// repeated) while that ends before `lease` (from now) does, less `margin`. Returns once the
    /// first attempt is over: nil when it settled the mark (committed, or failed for a reason
    /// retrying cannot mend, logged), else the retries' task, whose value says whether the mark
    /// committed (for tests, and for callers that must know).
    @discardableResult
    public static func commit(_ what: String, lease: Duration, logger: Logger, retryDelays: [Duration] = retryDelays,
                              _ mark: @escaping @Sendable () async throws -> Void) async -> Task<Bool, Never>? {
        let failure = await Task { () -> (any Error)? in
            do {
                try await mark()
                return nil
            } catch {
                return error
            }
        }.value
        guard let failure else { return nil }
        guard TownhallDatabase.isUnreachable(failure) else {
            logger.error("\(what) could not be marked delivered: \(failure)")
            return nil
        }
        logger.warning("\(what) could not be marked delivered yet (trying again while its claim lasts): \(failure)")
        let deadline = ContinuousClock.now + lease - margin
        return Task.detached {
            var attempt = 0
            while let delay = retryDelays.isEmpty ? nil : retryDelays[min(attempt, retryDelays.count - 1)],
                  ContinuousClock.now + delay < deadline {
                attempt += 1
                try? await Task.sleep(for: delay)
                do {
                    try await mark()
                    logger.info("\(what) marked delivered on a retry")
                    return true
                } catch where TownhallDatabase.isUnreachable(error) {
                    continue
                } catch {
                    logger.error("\(what) could not be marked delivered: \(error)")
                    return false
                }
            }
            logger.error("\(what) could not be marked delivered before its claim ran out: it may be sent again")
            return false
        }
    }
}
