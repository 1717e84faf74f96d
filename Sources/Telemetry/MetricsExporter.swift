import CoreMetrics
import Prometheus
import Synchronization

/// The Prometheus side of swift-metrics: one registry that every `Counter`, `Timer` and
/// `Recorder` of the process lands in once `bootstrap()` has run, and the text a scrape returns.
/// Some figures are cheap to read but not worth keeping current on every change (the outbox's
/// depth, the mail queue, RSS): they are refreshers, run at each scrape with a deadline, so a
/// slow database makes a scrape late by at most that deadline, never hangs it.
public final class MetricsExporter: Sendable {
    /// The process's exporter: swift-metrics takes one backend per process, so `serve` (and a
    /// test that runs the service in its own process) bootstraps this one.
    public static let process = MetricsExporter()

    public let registry: PrometheusCollectorRegistry
    public let factory: PrometheusMetricsFactory
    private let bootstrapped = Atomic<Bool>(false)

    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        // Commands answer in milliseconds; a slow one (a database under load) in seconds.
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(1), .milliseconds(5), .milliseconds(25), .milliseconds(100), .milliseconds(250),
            .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(10),
        ]
        // Batch sizes of group commit: one to the largest batch a transaction takes.
        factory.defaultValueHistogramBuckets = [1, 2, 5, 10, 20, 50, 100, 200, 500]
        self.factory = factory
    }

    /// Makes this registry the process's metrics backend, the first time only (swift-metrics
    /// allows one bootstrap). Call it before the metered types make their counters.
    public func bootstrap() {
        guard bootstrapped.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        MetricsSystem.bootstrap(factory)
    }

    /// The exposition text: `refreshers` run first (waited for at most `deadline`), then every
    /// metric of the registry.
    public func scrape(refreshing refreshers: [@Sendable () async -> Void] = [], deadline: Duration = .seconds(2))
        async -> [UInt8]
    {
        if !refreshers.isEmpty {
            // One stuck on a database cannot hold the scrape past the deadline (it finishes
            // later, into the next scrape's figures).
            await Deadline.race(deadline, fallback: ()) {
                await withTaskGroup(of: Void.self) { group in
                    for refresh in refreshers { group.addTask { await refresh() } }
                }
            }
        }
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return buffer
    }
}
