import Foundation
import Metrics
import MemoryTrim
import Storage
import Telemetry

/// What `serve` shows the machinery around it: the `/metrics`, `/healthz` and `/readyz`
/// listener when `metrics:` is configured, readiness per network, and systemd's notify socket.
/// Started before any network connects, so an address that cannot be had ends the start with
/// one line naming it (`TelemetryServerError`).
struct ServiceOperations: Sendable {
    /// Hears the transports' connections (given to each transport).
    let health: NetworkHealthRecorder
    let notifier: SystemdNotifier
    private let server: TelemetryServer?

    /// How long a scrape waits for the figures it reads from the database.
    static let refreshDeadline = Duration.seconds(2)

    /// The metrics backend must be chosen before anything makes a counter (the database's
    /// write queues, the chat core): `BotService` calls this first.
    static func bootstrapMetrics(_ configuration: MetricsConfiguration) {
        if configuration.listen != nil { MetricsExporter.process.bootstrap() }
    }

    static func start(_ configuration: MetricsConfiguration, networks: [String], database: TownhallDatabase,
                      environment: [String: String] = ProcessInfo.processInfo.environment)
        async throws(TelemetryServerError) -> ServiceOperations
    {
        let board = ReadinessBoard(networks: networks) {
            do {
                try await database.probeWrite()
                return nil
            } catch {
                // one line in the body, whatever the error's text holds
                return "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
            }
        }
        let health = NetworkHealthRecorder(networks: networks, board: board)
        var server: TelemetryServer?
        if let address = configuration.listen {
            let figures = DatabaseFigureGauges(networks: networks)
            let resident = Gauge(label: "townhall_process_resident_memory_bytes")
            let routes = TelemetryRoutes(
                exporter: .process, readiness: board,
                refreshers: [
                    { resident.record(MemoryTrimmer.residentBytes) },
                    { health.refreshAges() },
                    { await figures.refresh(from: database) },
                ],
                refreshDeadline: refreshDeadline)
            server = try await TelemetryServer.start(at: address, routes: routes)
        }
        return ServiceOperations(health: health, notifier: SystemdNotifier(environment: environment), server: server)
    }

    func stop() async {
        notifier.notify("STOPPING=1")
        await server?.close()
    }
}
