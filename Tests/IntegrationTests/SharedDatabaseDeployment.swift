import Foundation
import IRCTestNetwork
import PostgresTestServer
import Storage
import Testing

/// Issue 17, item 3 as an operator deploys it: one `townhall serve` process per IRC network, each
/// on a network of its own, all on one PostgreSQL database. The networks register the same
/// account names, so `erin` on north and `erin` on south are two people (DESIGN.md §2: identity
/// is the network account): an alert or an upvote credited to the wrong network shows up as a
/// wrong count rather than going unnoticed.
struct SharedDatabaseDeployment {
    /// The environment variable the configurations name for the database password.
    static let passwordVariable = "TEST_DATABASE_PASSWORD"
    static let voters = (1...25).map { String(format: "voter%02d", $0) }
    static let accounts = Dictionary(uniqueKeysWithValues:
        ["bot", "asker", "alice", "bob", "carol", "dave", "erin", "frank"].map { ($0, "\($0)pass123") }
            + voters.map { ($0, "\($0)-secret") })
    /// Ports 11,167–11,500 and 13,167–13,500: no other suite's (see the port note in TestNetwork).
    static let networks = [
        TestNetwork(name: "north", basePort: 11_167, accounts: accounts),
        TestNetwork(name: "south", basePort: 13_167, accounts: accounts),
    ]

    /// One `townhall serve` of the deployment: its name (its folder), its network, its nick there.
    struct Bot: Sendable {
        let name: String
        let network: String
        let nick: String
    }

    /// The deployment of issue 17, item 3: one process per network, each `townhall` there.
    static let onePerNetwork = networks.map { Bot(name: $0.name, network: $0.name, nick: "townhall") }

    let url: String
    let password: String
    /// One folder per process: its configuration and its serve.log.
    let folder: URL
    /// Network name → what its server said at start.
    let infos: [String: TestNetwork.Info]

    var networkNames: [String] { Self.networks.map(\.name) }

    /// Runs `body` with both networks up and a fresh, empty database (not even migrated: the
    /// processes do that as they start), then stops the networks, pass or fail: their ports must
    /// be free for the runs after it.
    static func run(label: String, _ body: (SharedDatabaseDeployment) async throws -> Void) async throws {
        do {
            var infos: [String: TestNetwork.Info] = [:]
            for network in networks { infos[network.name] = try await network.info() }
            let server = PostgresTestServer.shared
            let deployment = SharedDatabaseDeployment(
                url: try await server.freshDatabaseURL(label: label), password: try await server.info().password,
                folder: FileManager.default.temporaryDirectory.appendingPathComponent("townhall-\(label)-\(UUID().uuidString)"),
                infos: infos)
            try await body(deployment)
        } catch {
            for network in networks { try? await network.stop() }
            throw error
        }
        for network in networks { try await network.stop() }
    }

    func info(_ network: String) throws -> TestNetwork.Info {
        try #require(infos[network])
    }

    /// Starts a `townhall serve` for each of `bots`, all at once, as a deployment that boots every
    /// machine together does: each migrates the same new database as it starts. Bot name → process.
    func startProcesses(_ bots: [Bot]) throws -> [String: BotProcess] {
        var processes: [String: BotProcess] = [:]
        do {
            let configurations = try bots.map { ($0.name, try writeConfiguration(for: $0)) }
            for (name, configuration) in configurations {
                processes[name] = try BotProcess.start(configuration: configuration,
                                                       environment: [Self.passwordVariable: password])
            }
        } catch {
            processes.values.forEach { $0.stop() }
            throw error
        }
        return processes
    }

    /// The log of the bot named `bot`, for a failure message.
    func log(of bot: String) -> String {
        BotProcess.log(of: configurationPath(for: bot))
    }

    /// The shared database as the test reads and writes it, beside the processes.
    func openDatabase() async throws -> TownhallDatabase {
        try await TownhallDatabase.open(postgres: url, password: password, migrate: false, maxConnections: 2)
    }

    private func configurationPath(for bot: String) -> String {
        folder.appendingPathComponent(bot).appendingPathComponent("townhall.yaml").path
    }

    /// A configuration like an operator's: the network, its admin, the shared database by URL and
    /// its password by environment variable; alerts and feeds polled often so the test is quick.
    private func writeConfiguration(for bot: Bot) throws -> String {
        let info = try info(bot.network)
        let yaml = """
            database: \(url)
            database_password_env: \(Self.passwordVariable)
            networks:
              - name: \(bot.network)
                host: \(info.host)
                port: \(info.botTLSPort)
                tls: true
                tls_server_name: localhost
                ca_file: \(info.caFile)
                nick: \(bot.nick)
                sasl: {mechanism: PLAIN, account: bot, password_env: TEST_BOT_PASSWORD}
                channels: ["#civics", "#mission"]
                admins: [alice]
                reconnect: {min_seconds: 0.5, max_seconds: 2}
                flood: {burst: 100, interval_ms: 10}
            commands:
              rate_limit: {commands: 200, per_seconds: 30}
            notifications: {poll_seconds: 0.2}
            """
        let path = configurationPath(for: bot.name)
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                                withIntermediateDirectories: true)
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
