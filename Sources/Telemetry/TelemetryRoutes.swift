import NIOHTTP1

/// What the listener answers, by path: `/metrics` (Prometheus' text format), `/healthz` (200
/// whenever the process answers at all) and `/readyz` (200 only when every network is ready and
/// the database takes a write, 503 otherwise, one line per network and one for the database).
public struct TelemetryRoutes: Sendable {
    public let exporter: MetricsExporter
    public let readiness: ReadinessBoard
    /// Run before each `/metrics` answer, for figures read rather than kept (see `MetricsExporter`).
    public let refreshers: [@Sendable () async -> Void]
    /// How long a scrape waits for them: a scrape that takes too long is bounded here.
    public let refreshDeadline: Duration

    public init(exporter: MetricsExporter, readiness: ReadinessBoard, refreshers: [@Sendable () async -> Void] = [],
                refreshDeadline: Duration = .seconds(2)) {
        self.exporter = exporter
        self.readiness = readiness
        self.refreshers = refreshers
        self.refreshDeadline = refreshDeadline
    }

    /// One answer: status, content type and body.
    struct Answer: Sendable {
        var status: HTTPResponseStatus
        var contentType = "text/plain; charset=utf-8"
        var body: [UInt8]
    }

    func answer(method: HTTPMethod, path: String) async -> Answer {
        guard method == .GET || method == .HEAD else {
            return Answer(status: .methodNotAllowed, body: Array("Only GET and HEAD are served here.\n".utf8))
        }
        // A query string (`/metrics?x=1`, which some scrapers add) does not change the answer.
        switch path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path {
        case "/metrics":
            return Answer(status: .ok, contentType: "text/plain; version=0.0.4; charset=utf-8", body: await exporter.scrape(refreshing: refreshers, deadline: refreshDeadline))
        case "/healthz":
            return Answer(status: .ok, body: Array("ok\n".utf8))
        case "/readyz":
            let report = await readiness.report()
            return Answer(status: report.ready ? .ok : .serviceUnavailable, body: Array(report.body.utf8))
        default:
            return Answer(status: .notFound, body: Array("Not found: try /metrics, /healthz or /readyz.\n".utf8))
        }
    }
}
