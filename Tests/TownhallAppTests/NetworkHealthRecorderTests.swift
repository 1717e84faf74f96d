import Chat
import MetricsTestKit
import Telemetry
import Testing
@testable import TownhallApp

/// What the transports' connection reports become: `/readyz`'s state per network, the up gauge,
/// and a reconnect counted only when a network that was ready is ready again after a drop.
@Suite("Network health")
struct NetworkHealthRecorderTests {
    @Test("connecting, ready, down and ready again: readiness follows, one reconnect is counted")
    func reconnects() async throws {
        let metrics = TestMetrics()
        let board = ReadinessBoard(networks: ["libera", "matrix"]) { nil }
        let health = NetworkHealthRecorder(networks: ["libera", "matrix"], board: board, metrics: metrics)
        let reconnects = try metrics.expectCounter("townhall_network_reconnects_total", [("network", "libera")])
        let up = try metrics.expectGauge("townhall_network_up", [("network", "libera")])
        #expect(up.lastValue == 0)

        health.connection(.connecting, network: "libera")
        health.connection(.ready, network: "libera")
        #expect(board.state(of: "libera") == .ready && up.lastValue == 1)
        #expect(reconnects.totalValue == 0)  // the first registration is no reconnect
        health.connection(.ready, network: "libera")  // Matrix says ready after every sync
        #expect(reconnects.totalValue == 0)
        health.connection(.down, network: "libera")
        #expect(board.state(of: "libera") == .down && up.lastValue == 0)
        health.connection(.connecting, network: "libera")
        health.connection(.ready, network: "libera")
        #expect(reconnects.totalValue == 1)
        #expect(await board.report().ready == false)  // matrix never connected
        health.connection(.ready, network: "matrix")
        #expect(await board.report() == (true, "network libera: ready\nnetwork matrix: ready\ndatabase: writable\n"))
        health.refreshAges()
        let age = try metrics.expectGauge("townhall_network_last_ready_age_seconds", [("network", "matrix")])
        #expect((age.lastValue ?? -1) >= 0)
    }
}
