import Logging
import Synchronization

/// Decides when `CleanPageTrim` runs: once a start is over — an IRC connection has an answer to
/// every JOIN it sent at registration, or a Matrix network's first sync (every joined room's
/// state) was handled, so the migrations, the configuration, TLS, registration and the joins are
/// behind us — and then every hour (a bot whose joins never all answer gets its first trim
/// `firstTrim` after it starts).
///
/// At most one trim a minute: a network reconnecting again and again (a server restarted in a
/// loop) would otherwise trim on each connection, and each trim makes the pages in use fault
/// back in.
public final class MemoryTrimmer: Sendable {
    static let interval = Duration.seconds(3600)
    static let firstTrim = Duration.seconds(120)
    static let shortestGap = Duration.seconds(60)

    private let logger: Logger
    private let lastTrim = Mutex<ContinuousClock.Instant?>(nil)

    /// This process's resident memory in bytes (0 where /proc is missing), for the RSS metric.
    public static var residentBytes: Int { CleanPageTrim.residentBytes() }

    public init(logger: Logger) {
        self.logger = logger
    }

    /// A connection's start is over (`IRCClientEvent.joinsAnswered`, a Matrix network's first sync).
    public func startIsOver() {
        trim(reason: "start over")
    }

    /// Trims `firstTrim` after it is called, then every `interval`, until cancelled.
    public func run() async {
        var wait = Self.firstTrim
        while true {
            do { try await Task.sleep(for: wait) } catch { return }
            trim(reason: "hourly")
            wait = Self.interval
        }
    }

    private func trim(reason: String) {
        let now = ContinuousClock.now
        let due = lastTrim.withLock { last in
            guard last.map({ now - $0 >= Self.shortestGap }) ?? true else { return false }
            last = now
            return true
        }
        guard due else { return }
        let result = CleanPageTrim.run()
        logger.info("trimmed clean pages", metadata: [
            "reason": "\(reason)", "mappings": "\(result.mappings)",
            "residentMiB": "\(Self.mebibytes(result.residentBefore)) -> \(Self.mebibytes(result.residentAfter))",
        ])
    }

    private static func mebibytes(_ bytes: Int) -> String {
        String(Double(bytes * 10 / 1_048_576) / 10)
    }
}
