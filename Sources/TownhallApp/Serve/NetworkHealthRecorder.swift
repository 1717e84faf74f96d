import Chat
import Foundation
import Metrics
import Synchronization
import Telemetry

/// What the transports say of their connections, turned into `/readyz`'s answer and the
/// connection metrics: `townhall_network_up` (1 while registered or synced),
/// `townhall_network_reconnects_total` (each time a network is ready again after a drop) and,
/// at each scrape, `townhall_network_last_ready_age_seconds` — for Matrix the time since the
/// last sync went through, its sync lag. `admin status` reads the states it keeps.
final class NetworkHealthRecorder: ConnectionListener, ConnectionBoard {
    let board: ReadinessBoard
    private let up: [String: Gauge]
    private let reconnects: [String: Counter]
    private let lastReadyAge: [String: Gauge]
    private struct Seen {
        var state = ConnectionState.connecting
        var everReady = false
        var lastReady: ContinuousClock.Instant?
    }
    private let seen: Mutex<[String: Seen]>

    /// `metrics`: the process's backend unless a test gives one.
    init(networks: [String], board: ReadinessBoard, metrics: any MetricsFactory = MetricsSystem.factory) {
        self.board = board
        up = Dictionary(uniqueKeysWithValues: networks.map {
            ($0, Gauge(label: "townhall_network_up", dimensions: [("network", $0)], factory: metrics))
        })
        reconnects = Dictionary(uniqueKeysWithValues: networks.map {
            ($0, Counter(label: "townhall_network_reconnects_total", dimensions: [("network", $0)], factory: metrics))
        })
        lastReadyAge = Dictionary(uniqueKeysWithValues: networks.map {
            ($0, Gauge(label: "townhall_network_last_ready_age_seconds", dimensions: [("network", $0)], factory: metrics))
        })
        seen = Mutex(Dictionary(uniqueKeysWithValues: networks.map { ($0, Seen()) }))
        for gauge in up.values { gauge.record(0) }
    }

    func connection(_ state: ConnectionState, network: String) {
        let reconnected = seen.withLock { all -> Bool in
            var entry = all[network] ?? Seen()
            let again = state == .ready && entry.state != .ready && entry.everReady
            if state == .ready {
                entry.everReady = true
                entry.lastReady = .now
            }
            entry.state = state
            all[network] = entry
            return again
        }
        if reconnected { reconnects[network]?.increment() }
        up[network]?.record(state == .ready ? 1 : 0)
        board.set(Self.readiness(of: state), network: network)
    }

    /// Each network's last reported state, for `admin status`.
    func connectionStates() -> [String: ConnectionState] {
        seen.withLock { all in all.mapValues(\.state) }
    }

    /// Sets the age gauges to now; a network never ready keeps its gauge unset.
    func refreshAges() {
        let now = ContinuousClock.now
        let ages = seen.withLock { all in all.compactMapValues { $0.lastReady.map { now - $0 } } }
        for (network, age) in ages {
            let parts = age.components
            lastReadyAge[network]?.record(Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
        }
    }

    private static func readiness(of state: ConnectionState) -> ReadinessBoard.NetworkState {
        switch state {
        case .connecting: .connecting
        case .ready: .ready
        case .down: .down
        }
    }
}
