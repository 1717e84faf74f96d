import Foundation
import Logging
import ServiceLifecycle
import UnixSignals

/// SIGTERM and SIGINT for `townhall serve`. The first asks the service group for a graceful
/// shutdown (commands in flight answered, QUIT, database closed). A second ends the process at
/// once: an operator who asks twice does not want to wait. The database stays consistent even
/// then, because nothing is acknowledged early: a reply that says a write happened is sent only
/// after the transaction that made it committed (group commit included), and a transaction cut
/// off mid-way is rolled back (SQLite's WAL, PostgreSQL's own rollback of a dropped connection).
/// The signals are not the group's own (`gracefulShutdownSignals`): its listener stops listening
/// after the first signal, so a second one would be ignored.
struct TerminationSignals: Sendable {
    private let signals: UnixSignalsSequence
    private let logger: Logger

    /// Traps the signals from now on (their default, ending the process, no longer applies).
    init(logger: Logger) async {
        signals = await UnixSignalsSequence(trapping: .sigterm, .sigint)
        self.logger = logger
    }

    /// Listens until cancelled.
    func listen(stopping group: ServiceGroup, grace: Duration) async {
        var asked = false
        for await signal in signals {
            if asked {
                FileHandle.standardError.write(Data("townhall: a second signal (\(signal)): stopping at once\n".utf8))
                // `_exit`, not `exit`: no atexit handlers racing the threads still running.
                _exit(128 + signal.rawValue)
            }
            asked = true
            logger.notice("\(signal): stopping within \(grace) (send it again to stop at once)")
            await group.triggerGracefulShutdown()
        }
    }
}
