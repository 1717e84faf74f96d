import Foundation
import Metrics
import Storage
import Synchronization

/// The gauges read from the database at each scrape (`ServiceFigures`): the outbox per network
/// (`townhall_outbox_depth`, `townhall_outbox_oldest_age_seconds`), the mail queue per status
/// (`townhall_mail_queue`, `townhall_mail_attempts`), each sync source's age
/// (`townhall_sync_source_age_seconds`, since it last imported something) and its last run
/// (`townhall_sync_last_result{source,result}`: 1 for the result it came to, 0 for the others,
/// with `townhall_sync_last_failure{source,kind}` likewise for a failure's kind;
/// `townhall_sync_last_run_age_seconds` and `townhall_sync_last_rows`). A status or source seen
/// once keeps its series, at 0 when it is gone, so a graph drops to zero instead of ending on
/// its last value.
final class DatabaseFigureGauges: Sendable {
    private let outboxDepth: [String: Gauge]
    private let outboxOldestAge: [String: Gauge]
    /// Made as their labels first appear: statuses and sources are a handful, and this is the
    /// scrape's path, not a command's.
    private let byLabel = Mutex<[String: Gauge]>([:])
    private let readFailures: Counter
    private let factory: any MetricsFactory

    /// `factory` is the process's metrics backend unless a test hands in a registry of its own.
    init(networks: [String], factory: any MetricsFactory = MetricsSystem.factory) {
        self.factory = factory
        readFailures = Counter(label: "townhall_database_errors_total", dimensions: [("kind", "scrape_read")], factory: factory)
        outboxDepth = Dictionary(uniqueKeysWithValues: networks.map {
            ($0, Gauge(label: "townhall_outbox_depth", dimensions: [("network", $0)], factory: factory))
        })
        outboxOldestAge = Dictionary(uniqueKeysWithValues: networks.map {
            ($0, Gauge(label: "townhall_outbox_oldest_age_seconds", dimensions: [("network", $0)], factory: factory))
        })
    }

    func refresh(from database: TownhallDatabase, now: Date = Date()) async {
        let figures: ServiceFigures
        do {
            figures = try await database.reading { try $0.serviceFigures() }
        } catch {
            readFailures.increment()
            return
        }
        for (network, gauge) in outboxDepth { gauge.record(figures.outboxDepth[network] ?? 0) }
        for (network, gauge) in outboxOldestAge {
            gauge.record(figures.outboxOldest[network].map { max(0, now.timeIntervalSince($0)) } ?? 0)
        }
        record("townhall_mail_queue", "status", figures.mailByStatus.mapValues(Double.init))
        record("townhall_mail_attempts", "status", figures.mailAttemptsByStatus.mapValues(Double.init))
        record("townhall_sync_source_age_seconds", "source",
               figures.syncImportedAt.mapValues { max(0, now.timeIntervalSince($0)) })
        let runs = figures.lastSyncRun
        record("townhall_sync_last_run_age_seconds", "source", runs.mapValues { max(0, now.timeIntervalSince($0.finishedAt)) })
        record("townhall_sync_last_rows", "source", runs.mapValues { Double($0.rows) })
        // Every result of every source, so `== 1` and `== 0` both mean something to an alert rule.
        record("townhall_sync_last_result", ["source", "result"], Dictionary(uniqueKeysWithValues: runs.values.flatMap { run in
            SyncRun.Result.allCases.map { ([run.source, $0.rawValue], run.result == $0 ? 1.0 : 0) }
        }))
        record("townhall_sync_last_failure", ["source", "kind"], Dictionary(uniqueKeysWithValues: runs.values.compactMap { run in
            run.failureKind.map { ([run.source, $0], 1.0) }
        }))
    }

    private func record(_ label: String, _ dimension: String, _ values: [String: Double]) {
        record(label, [dimension], Dictionary(uniqueKeysWithValues: values.map { ([$0.key], $0.value) }))
    }

    /// Sets `label{dimensions=key}` for each value, and 0 for keys seen before and missing now.
    private func record(_ label: String, _ dimensions: [String], _ values: [[String]: Double]) {
        let prefix = label + "\u{0}"
        let separator = "\u{1}"
        byLabel.withLock { gauges in
            for key in values.keys where gauges[prefix + key.joined(separator: separator)] == nil {
                gauges[prefix + key.joined(separator: separator)] = Gauge(
                    label: label, dimensions: Array(zip(dimensions, key)), factory: factory)
            }
            for (key, gauge) in gauges where key.hasPrefix(prefix) {
                let labels = key.dropFirst(prefix.count).split(separator: separator, omittingEmptySubsequences: false).map(String.init)
                gauge.record(values[labels] ?? 0)
            }
        }
    }
}
