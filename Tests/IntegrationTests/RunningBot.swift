import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Import
import SQLStore
import Storage
import TownhallApp

/// The whole bot — `BotService`, the same code `townhall serve` runs — connected to a real
/// test network with a real database seeded with the demo dataset: an SQLite file, or a
/// database on the test PostgreSQL server (`database: .postgres`).
final class RunningBot: Sendable {
    let configuration: TownhallConfiguration
    let task: Task<Void, any Error>

    /// With `databasePath` (a file, or a `postgres://` URL from `newDatabaseLocation`), the bot
    /// uses (and seeds, if new) that database, so a second bot can take over the first one's
    /// state; without it, a new database of kind `database`. `extraYAML` adds top-level
    /// configuration sections.
    /// `floodExempt`: connect on the network's flood-exempt port and send as fast as the
    /// configuration allows, for tests where the bot answers hundreds of lines.
    /// `clock`: the bot's now, for commands and the notification courier (a test's manual clock).
    /// `plainPort`: connect there without TLS instead (a relay on loopback in front of the server).
    static func start(on info: TestNetwork.Info, channels: [String] = ["#civics"], databasePath: String? = nil,
                      database kind: DatabaseKind = .sqlite, extraYAML: String = "", floodExempt: Bool = false,
                      floodYAML: String? = nil, rateLimitYAML: String = "{commands: 200, per_seconds: 30}",
                      clock: any ChatClock = SystemClock(), plainPort: Int? = nil) async throws -> RunningBot {
        let databasePath = if let databasePath { databasePath } else { try await Self.newDatabaseLocation(kind) }
        try await seedIfNew(databasePath)
        let server = if let plainPort {
            "port: \(plainPort)\n    tls: false"
        } else {
            "port: \(floodExempt ? info.botTLSPort : info.tlsPort)\n    tls: true\n    tls_server_name: localhost\n    ca_file: \(info.caFile)"
        }
        let yaml = """
            \(databaseYAML(databasePath))
            networks:
              - name: test
                host: \(info.host)
                \(server)
                nick: townhall
                sasl: {mechanism: PLAIN, account: bot, password_env: TEST_BOT_PASSWORD}
                channels: [\(channels.map { "\"\($0)\"" }.joined(separator: ", "))]
                admins: [alice]
                reconnect: {min_seconds: 0.5, max_seconds: 2}
            \(floodYAML.map { "    flood: \($0)" } ?? (floodExempt ? "    flood: {burst: 100, interval_ms: 10}" : ""))
            commands:
              rate_limit: \(rateLimitYAML)
            """ + (extraYAML.isEmpty ? "" : "\n" + extraYAML)
        let configuration = try ConfigurationLoader.parse(
            yaml: yaml, environment: try await databaseEnvironment(for: databasePath).merging(["TEST_BOT_PASSWORD": "botpass123"]) { $1 })
        let service = BotService(configuration: configuration, clock: clock)
        return RunningBot(configuration: configuration, task: Task { try await service.run() })
    }

    /// Seeds the demo dataset into the database at `location` if it is new: an SQLite file not
    /// made yet, or a PostgreSQL database no migration has touched.
    static func seedIfNew(_ location: String) async throws {
        if PostgresLocation.isPostgresURL(location) {
            let database = try await TownhallDatabase.open(postgres: location, password: DatabaseKind.postgresPassword,
                                                           migrate: false, maxConnections: 1)
            if try await database.appliedMigrationNames().isEmpty {
                try await database.migrateToLatest()
                try await DemoData.seed(into: database)
            }
            try await database.close()
        } else if !FileManager.default.fileExists(atPath: location) {
            try await DemoData.seed(into: TownhallDatabase(path: location))
        }
    }

    /// The configuration's `database:` line for `location` (and, for a URL, the variable its
    /// password comes from; see `databaseEnvironment`).
    static func databaseYAML(_ location: String) -> String {
        "database: \(location)" + (PostgresLocation.isPostgresURL(location) ? "\ndatabase_password_env: TEST_DATABASE_PASSWORD" : "")
    }

    static func newDatabasePath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("townhall-bot-\(UUID().uuidString)")
            .appendingPathComponent("townhall.sqlite").path
    }

    /// Where a new bot database of `kind` is to live: `newDatabasePath()`, or the URL of a fresh
    /// database on the test PostgreSQL server.
    static func newDatabaseLocation(_ kind: DatabaseKind) async throws -> String {
        kind == .sqlite ? newDatabasePath() : try await kind.newLocation(label: "bot")
    }

    /// What a bot on `location` needs in its environment: for a `postgres://` URL, the test
    /// server's password as `TEST_DATABASE_PASSWORD` (the variable `database_password_env` names).
    static func databaseEnvironment(for location: String) async throws -> [String: String] {
        guard PostgresLocation.isPostgresURL(location) else { return [:] }
        return ["TEST_DATABASE_PASSWORD": try await DatabaseKind.postgresPassword]
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
    static func with<T>(on info: TestNetwork.Info, floodExempt: Bool = false, database kind: DatabaseKind = .sqlite,
                        _ body: (RunningBot) async throws -> T) async throws -> T {
        let bot = try await start(on: info, database: kind, floodExempt: floodExempt)
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
