import AsyncHTTPClient
import Chat
import Foundation
import IRCTestNetwork
@testable import LiveScripts
import NIOCore
import NIOPosix
import Testing

/// Issue 37, items 1, 2 and 6 on a real run: `townhall serve` (the executable) with metrics on a
/// free port and JSON logs, on a real InspIRCd + Atheme network. The bot reaches the network
/// through a relay the test starts only after it has seen `/readyz` answer 503, so "not yet
/// registered" is a state the test holds, not a race it hopes to win; systemd's READY=1 on a
/// socket the test binds says when the listener is up.
@Suite("townhall serve's metrics, health and JSON logs, live", .serialized)
struct ServiceTelemetryLiveTests {
    static let accounts = VoterAccounts(network: "metrics", basePort: 17_667, voterPrefix: "gauge", count: 1)
    static let timeout: Duration = TestNetwork.patience * 2

    @Test("/readyz is 503 before the network registers and 200 after; /metrics counts exactly the commands sent")
    func liveScrape() async throws {
        try await Self.accounts.run { try await liveScrape(on: $0) }
    }

    private func liveScrape(on info: TestNetwork.Info) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-metrics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (metricsPort, relayPort) = (try await Self.freePort(), try await Self.freePort())
        let configuration = folder.appendingPathComponent("townhall.yaml").path
        // Plain IRC to the relay on loopback (SASL PLAIN in clear is allowed to this machine only):
        // the relay passes lines, which TLS records are not.
        try """
            database: \(folder.appendingPathComponent("townhall.sqlite").path)
            networks:
              - name: test
                host: 127.0.0.1
                port: \(relayPort)
                tls: false
                nick: townhall
                sasl: {mechanism: PLAIN, account: bot, password_env: TEST_BOT_PASSWORD}
                reconnect: {min_seconds: 0.5, max_seconds: 1}
            metrics:
              listen: 127.0.0.1:\(metricsPort)
            logging:
              format: json
            """.write(toFile: configuration, atomically: true, encoding: .utf8)
        let notifyPath = folder.appendingPathComponent("notify.sock").path
        let notifications = try DatagramSocketListener(path: notifyPath, timeout: 120)
        defer { notifications.close() }
        let bot = try BotProcess.start(configuration: configuration, environment: ["NOTIFY_SOCKET": notifyPath])
        var relay: ReplayingRelay?
        do {
            #expect(notifications.receive() == "READY=1", "no READY=1: \(BotProcess.log(of: configuration))")
            #expect(try await Self.get("/healthz", port: metricsPort) == (200, "ok\n"))
            let before = try await Self.get("/readyz", port: metricsPort)
            #expect(before.status == 503)
            #expect(before.body.hasPrefix("network test: "))
            #expect(!before.body.contains("network test: ready"))
            #expect(before.body.hasSuffix("database: writable\n"))

            relay = try await ReplayingRelay.start(to: info.host, port: info.plainPort, listenPort: relayPort,
                                                   after: { _ in false }, replay: [])
            let speaker = Self.accounts.speaker("asker", on: info)
            defer { speaker.stop() }
            try await speaker.start(timeout: Self.timeout)
            try await LiveTranscript(botNick: "townhall", speakers: [speaker]).handshake(from: speaker, timeout: Self.timeout)
            let after = try await Self.get("/readyz", port: metricsPort)
            #expect(after == (200, "network test: ready\ndatabase: writable\n"))

            let start = try await Self.scrape(port: metricsPort)
            let seen = await speaker.inbox.state.lines.count
            for text in ["ping", "ping", "ping", "frobnicate the council"] { await speaker.say(text, in: .direct) }
            try await speaker.inbox.wait(for: "four answers", timeout: Self.timeout) { $0.lines.count >= seen + 4 }
            let end = try await Self.scrape(port: metricsPort)
            func moved(_ series: String) -> Double { (end[series] ?? 0) - (start[series] ?? 0) }
            #expect(moved(#"townhall_commands_total{command="ping",outcome="answered"}"#) == 3)
            #expect(moved(#"townhall_commands_total{command="-",outcome="refused"}"#) == 1)
            #expect(moved(#"townhall_command_duration_seconds_count{command="ping"}"#) == 3)
            #expect(moved(#"townhall_replies_sent_total{network="test"}"#) == 4)
            #expect(end[#"townhall_replies_queued{network="test"}"#] == 0)  // all written
            #expect(end[#"townhall_network_up{network="test"}"#] == 1)
            #expect(end[#"townhall_outbox_depth{network="test"}"#] == 0)
            #expect((end["townhall_process_resident_memory_bytes"] ?? 0) > 1_000_000)
        } catch {
            bot.stop()
            await relay?.stop()
            throw error
        }
        bot.stop()
        await relay?.stop()
        // JSON logs: every line the bot wrote is one object with the five fields.
        let lines = BotProcess.log(of: configuration).split(separator: "\n")
        #expect(lines.contains { $0.contains(#""message":"registered""#) })
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object.map { Set($0.keys) } == ["time", "level", "label", "message", "metadata"], "\(line)")
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// A port nothing listens on now: bound by the system's choice, then let go.
    static func freePort() async throws -> Int {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton).bind(host: "127.0.0.1", port: 0).get()
        let port = try #require(channel.localAddress?.port)
        try await channel.close()
        return port
    }

    static func get(_ path: String, port: Int) async throws -> (status: Int, body: String) {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)"),
                                                           timeout: .seconds(30))
        return (Int(response.status.code), String(buffer: try await response.body.collect(upTo: 4 << 20)))
    }

    /// `/metrics` as series → value (`name{labels}` as the exporter writes them).
    static func scrape(port: Int) async throws -> [String: Double] {
        let (status, text) = try await get("/metrics", port: port)
        #expect(status == 200)
        var values: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else { continue }
            values[String(line[..<space])] = value
        }
        return values
    }
}
