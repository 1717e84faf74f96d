import DatabaseTestSupport
import Foundation
import Import
import Logging
import MatrixTestServer
import Storage
import TownhallApp

/// `BotService` — what `townhall serve` runs — on the test homeserver as @bot:localhost, with a
/// real database (an SQLite file, or one on the test PostgreSQL server) seeded with the demo dataset.
enum RunningMatrixBot {
    /// How the bot is deployed: as whom, its admins, whose room invites it accepts.
    struct Deployment {
        var user = "bot"
        var admins = ["@alice:localhost"]
        var joinOnInvite = "admins"
        /// `invites_per_inviter_per_day`: the configuration's default, unless a test needs more.
        var invitesPerInviterPerDay = 3
        /// `quiz.first_minerals`: what the first quizzes ask (a script's `quiz deck`).
        var firstMinerals: [String] = []
        /// `device_id`: nil leaves the device to the bot (the one its first login made, reused).
        var deviceID: String? = "TOWNHALLTEST"
        /// The pickle key in `TEST_MATRIX_PICKLE_KEY` (`pickle_key_env`): end-to-end encryption on.
        var pickleKey: String?
        /// `missing_key_wait_seconds` (with a pickle key): nil leaves the default.
        var missingKeyWaitSeconds: Double?
        /// `sync_timeout_seconds`: how long a sync long-polls for news.
        var syncTimeoutSeconds = 5
    }

    /// The variable `pickle_key_env` names in a deployment with a pickle key.
    static let pickleKeyVariable = "TEST_MATRIX_PICKLE_KEY"

    /// What the bot of `deployment` needs in its environment besides the database's password.
    static func environment(_ deployment: Deployment) -> [String: String] {
        var environment = ["TEST_MATRIX_BOT_PASSWORD": "\(deployment.user)pass123"]
        if let key = deployment.pickleKey { environment[pickleKeyVariable] = key }
        return environment
    }

    /// `moreNetworks`: further `networks:` entries (YAML list items, indented by two spaces).
    static func yaml(_ server: MatrixTestServer.Info, databasePath: String, moreNetworks: String = "",
                     deployment: Deployment = Deployment()) -> String {
        """
        \(RunningBot.databaseYAML(databasePath))
        networks:
          - name: matrix
            kind: matrix
            homeserver: \(server.homeserver)
            user_id: "@\(deployment.user):localhost"
            password_env: TEST_MATRIX_BOT_PASSWORD\(deployment.deviceID.map { "\n    device_id: \($0)" } ?? "")\(
                deployment.pickleKey == nil ? "" : "\n    pickle_key_env: \(pickleKeyVariable)")\(
                deployment.missingKeyWaitSeconds.map { "\n    missing_key_wait_seconds: \($0)" } ?? "")
            admins: [\(deployment.admins.map { "\"\($0)\"" }.joined(separator: ", "))]
            join_on_invite: \(deployment.joinOnInvite)
            invites_per_inviter_per_day: \(deployment.invitesPerInviterPerDay)
            sync_timeout_seconds: \(deployment.syncTimeoutSeconds)
            retry: {min_seconds: 0.2, max_seconds: 1}
        \(moreNetworks)
        commands:
          rate_limit: {commands: 200, per_seconds: 30}
        notifications: {poll_seconds: 0.2}
        quiz: {first_minerals: [\(deployment.firstMinerals.joined(separator: ", "))]}
        """
    }

    /// `logger`: where the bot logs (a `LogRecorder`'s, for a test that reads what was logged).
    /// `databasePath` as `RunningBot.start` takes it: an SQLite file or a `postgres://` URL, used
    /// (and seeded, if new) as it is; without it, a new database of kind `database`.
    static func start(on server: MatrixTestServer.Info, databasePath: String? = nil, database kind: DatabaseKind = .sqlite,
                      logger: Logger = Logger(label: "townhall"),
                      moreNetworks: String = "", deployment: Deployment = Deployment()) async throws -> RunningBot {
        let databasePath = if let databasePath { databasePath } else { try await RunningBot.newDatabaseLocation(kind) }
        try await RunningBot.seedIfNew(databasePath)
        let configuration = try ConfigurationLoader.parse(
            yaml: yaml(server, databasePath: databasePath, moreNetworks: moreNetworks, deployment: deployment),
            environment: try await RunningBot.databaseEnvironment(for: databasePath)
                .merging(environment(deployment)) { $1 })
        return RunningBot(configuration: configuration, service: BotService(configuration: configuration, logger: logger))
    }
}
