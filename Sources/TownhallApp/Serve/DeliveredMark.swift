import Logging
import Storage

/// Commits the record that something has left — an alert or a channel feed line the server
/// accepted — even when the database cannot be reached at that moment.
///
/// Such a row is claimed for a lease while it is sent; a mark that fails leaves it claimed and
/// not delivered, and once the lease runs out a sweep (of this process or another) sends it
/// again. A failover's gap of a few seconds often swallows the mark of a line sent just before
/// it (`ServeFailoverTests` saw a feed line posted but never marked after `kill -9` of the
/// primary), so a mark that failed because the database was unreachable is tried again in the
/// background, every second or two at first, until it commits or the lease is about to run out.
enum DeliveredMark {
    /// Dense while a failover or a server restart is usually over, then every ten seconds.
    static let retryDelays: [Duration] = [.milliseconds(500), .seconds(1), .seconds(1), .seconds(1), .seconds(2), .seconds(2),
                                          .seconds(3), .seconds(5)] + Array(repeating: .seconds(10), count: 30)
    /// How long before the lease runs out retrying stops: a mark that late would race the
    /// sweep that sends the row again.
    static let margin: Duration = .seconds(5)

    /// Runs `mark` in a task of its own (a shutdown that cancels the caller must not cancel the
    /// record of a line that already left); when it fails because the database is unreachable,
    /// again in the background after each of `retryDelays` that ends before `lease` (from now)
    /// does. Returns once the first attempt is over; the retries' task is returned, for tests.
    @discardableResult
    static func commit(_ what: String, lease: Duration, logger: Logger, retryDelays: [Duration] = retryDelays,
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
            for delay in retryDelays where ContinuousClock.now + delay < deadline {
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
