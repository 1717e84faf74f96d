import Foundation
import Metrics
import Storage
import Synchronization

/// The gauges read from the database at each scrape (`ServiceFigures`): the outbox per network
/// (`townhall_outbox_depth`, `townhall_outbox_oldest_age_seconds`), the mail queue per status
/// (`townhall_mail_queue`, `townhall_mail_attempts`) and each sync source's age
/// (`townhall_sync_source_age_seconds`). A status or source seen once keeps its series, at 0
/// when it is gone, so a graph drops to zero instead of ending on its last value.
final class DatabaseFigureGauges: Sendable {
    private let outboxDepth: [String: Gauge]
    private let outboxOldestAge: [String: Gauge]
    /// Made as their labels first appear: statuses and sources are a handful, and this is the
    /// scrape's path, not a command's.
    private let byLabel = Mutex<[String: Gauge]>([:])
    private let readFailures = Counter(label: "townhall_database_errors_total", dimensions: [("kind", "scrape_read")])

    init(networks: [String]) {
        outboxDepth = Dictionary(uniqueKeysWithValues: networks.map {
            ($0, Gauge(label: "townhall_outbox_depth", dimensions: [("network", $0)]))
        })
        outboxOldestAge = Dictionary(uniqueKeysWithValues: networks.map {
            ($0, Gauge(label: "townhall_outbox_oldest_age_seconds", dimensions: [("network", $0)]))
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
    }

    /// Sets `label{dimension=key}` for each value, and 0 for keys seen before and missing now.
    private func record(_ label: String, _ dimension: String, _ values: [String: Double]) {
        let prefix = label + "\u{0}"
        byLabel.withLock { gauges in
            for key in values.keys where gauges[prefix + key] == nil {
                gauges[prefix + key] = Gauge(label: label, dimensions: [(dimension, key)])
            }
            for (key, gauge) in gauges where key.hasPrefix(prefix) {
                gauge.record(values[String(key.dropFirst(prefix.count))] ?? 0)
            }
        }
    }
}
