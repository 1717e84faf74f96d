import AsyncHTTPClient
import CoreMetrics
import Foundation
import NIOCore
import Telemetry
import Testing

/// The listener on loopback, on a port the system picks, with an exporter of the test's own
/// (never the process's: other suites in this process must not see these metrics).
@Suite("The metrics and health listener")
struct TelemetryServerTests {
    static let anyPort = ListenAddress(host: "127.0.0.1", port: 0)

    static func get(_ path: String, port: Int) async throws -> (status: Int, body: String) {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)"),
                                                           timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        return (Int(response.status.code), String(buffer: body))
    }

    @Test("/healthz answers 200; /readyz 503 until every network is ready and the database writable, then 200")
    func healthAndReadiness() async throws {
        let exporter = MetricsExporter()
        let writable = DatabaseSwitch()
        let board = ReadinessBoard(networks: ["libera", "matrix"]) { await writable.problem }
        let server = try await TelemetryServer.start(at: Self.anyPort, routes: TelemetryRoutes(exporter: exporter, readiness: board))
        let port = try #require(server.boundPort)

        #expect(try await Self.get("/healthz", port: port) == (200, "ok\n"))
        var ready = try await Self.get("/readyz", port: port)
        #expect(ready.status == 503)
        #expect(ready.body == "network libera: connecting\nnetwork matrix: connecting\ndatabase: writable\n")
        board.set(.ready, network: "libera")
        board.set(.down, network: "matrix")
        ready = try await Self.get("/readyz", port: port)
        #expect(ready.status == 503)
        #expect(ready.body.contains("network libera: ready\nnetwork matrix: down\n"))
        board.set(.ready, network: "matrix")
        #expect(try await Self.get("/readyz", port: port).status == 200)
        await writable.set("disk full")
        ready = try await Self.get("/readyz", port: port)
        #expect(ready.status == 503)
        #expect(ready.body.hasSuffix("database: not writable (disk full)\n"))
        #expect(try await Self.get("/nowhere", port: port).status == 404)
        await server.close()
    }

    @Test("/metrics shows what was counted, in Prometheus' text format")
    func scrape() async throws {
        let exporter = MetricsExporter()
        let counter = Counter(label: "townhall_test_total", dimensions: [("outcome", "answered")], factory: exporter.factory)
        counter.increment(by: 3)
        let server = try await TelemetryServer.start(
            at: Self.anyPort, routes: TelemetryRoutes(exporter: exporter, readiness: ReadinessBoard(networks: []) { nil }))
        let port = try #require(server.boundPort)
        let scraped = try await Self.get("/metrics", port: port)
        #expect(scraped.status == 200)
        #expect(scraped.body.contains("townhall_test_total{outcome=\"answered\"} 3"))
        await server.close()
    }

    @Test("a scrape whose refreshers do not answer is answered at the deadline, with the figures there are")
    func slowScrapeIsBounded() async throws {
        let exporter = MetricsExporter()
        Counter(label: "townhall_test_total", factory: exporter.factory).increment()
        let (never, release) = AsyncStream.makeStream(of: Void.self)
        let started = ContinuousClock.now
        let text = await exporter.scrape(refreshing: [{ for await _ in never {} }], deadline: .milliseconds(200))
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(String(decoding: text, as: UTF8.self).contains("townhall_test_total 1"))
        release.finish()
    }

    @Test("an address already in use is refused with one line naming it")
    func addressInUse() async throws {
        let routes = TelemetryRoutes(exporter: MetricsExporter(), readiness: ReadinessBoard(networks: []) { nil })
        let first = try await TelemetryServer.start(at: Self.anyPort, routes: routes)
        let taken = ListenAddress(host: "127.0.0.1", port: try #require(first.boundPort))
        do {
            let second = try await TelemetryServer.start(at: taken, routes: routes)
            await second.close()
            Issue.record("a second listener bound \(taken)")
        } catch {
            #expect(error.description == "metrics.listen \(taken): the address is already in use")
        }
        await first.close()
    }
}

/// Whether the test's "database" takes writes, as the readiness probe asks it.
actor DatabaseSwitch {
    private(set) var problem: String?

    func set(_ problem: String?) { self.problem = problem }
}
