import Chat
import Foundation
import IRCTestNetwork
import Import
import Storage
import TownhallApp

/// The whole bot — `BotService`, the same code `townhall serve` runs — connected to a real
/// test network with a real SQLite file seeded with the demo dataset.
final class RunningBot: Sendable {
    let configuration: TownhallConfiguration
    let task: Task<Void, any Error>

    /// With `databasePath`, the bot uses (and seeds, if new) that file, so a second bot can
    /// take over the first one's state; `extraYAML` adds top-level configuration sections.
    /// `floodExempt`: connect on the network's flood-exempt port and send as fast as the
    /// configuration allows, for tests where the bot answers hundreds of lines.
    /// `clock`: the bot's now, for commands and the notification courier (a test's manual clock).
    static func start(on info: TestNetwork.Info, channels: [String] = ["#civics"], databasePath: String? = nil,
                      extraYAML: String = "", floodExempt: Bool = false,
                      floodYAML: String? = nil, rateLimitYAML: String = "{commands: 200, per_seconds: 30}",
                      clock: any ChatClock = SystemClock()) async throws -> RunningBot {
        let databasePath = databasePath ?? Self.newDatabasePath()
        if !FileManager.default.fileExists(atPath: databasePath) {
            try await DemoData.seed(into: TownhallDatabase(path: databasePath))
        }
        let yaml = """
            database: \(databasePath)
            networks:
              - name: test
                host: \(info.host)
                port: \(floodExempt ? info.botTLSPort : info.tlsPort)
                tls: true
                tls_server_name: localhost
                ca_file: \(info.caFile)
                nick: townhall
                sasl: {mechanism: PLAIN, account: bot, password_env: TEST_BOT_PASSWORD}
                channels: [\(channels.map { "\"\($0)\"" }.joined(separator: ", "))]
                admins: [alice]
                reconnect: {min_seconds: 0.5, max_seconds: 2}
            \(floodYAML.map { "    flood: \($0)" } ?? (floodExempt ? "    flood: {burst: 100, interval_ms: 10}" : ""))
            commands:
              rate_limit: \(rateLimitYAML)
            """ + (extraYAML.isEmpty ? "" : "\n" + extraYAML)
        let configuration = try ConfigurationLoader.parse(yaml: yaml, environment: ["TEST_BOT_PASSWORD": "botpass123"])
        let service = BotService(configuration: configuration, clock: clock)
        return RunningBot(configuration: configuration, task: Task { try await service.run() })
    }

    static func newDatabasePath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("townhall-bot-\(UUID().uuidString)")
            .appendingPathComponent("townhall.sqlite").path
    }

    private init(configuration: TownhallConfiguration, task: Task<Void, any Error>) {
        self.configuration = configuration
        self.task = task
    }

    /// Runs `service` (configured by `configuration`) until `stop()`.
    convenience init(configuration: TownhallConfiguration, service: BotService) {
        self.init(configuration: configuration, task: Task { try await service.run() })
    }

    /// Cancels the service and waits until it has closed its connections, so the next test's
    /// bot can take the nick.
    func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// Runs `body` with a bot online, then stops it whatever happened.
    static func with<T>(on info: TestNetwork.Info, floodExempt: Bool = false,
                        _ body: (RunningBot) async throws -> T) async throws -> T {
        let bot = try await start(on: info, floodExempt: floodExempt)
        do {
            let value = try await body(bot)
            await bot.stop()
            return value
        } catch {
            await bot.stop()
            throw error
        }
    }
}
