import Foundation
import Import
import MatrixTestServer
import Storage
import TownhallApp

/// `BotService` — what `townhall serve` runs — on the test homeserver as @bot:localhost, with a
/// real SQLite file seeded with the demo dataset.
enum RunningMatrixBot {
    static func yaml(_ server: MatrixTestServer.Info, databasePath: String, extra: String = "") -> String {
        """
        database: \(databasePath)
        networks:
          - name: matrix
            kind: matrix
            homeserver: \(server.homeserver)
            user_id: "@bot:localhost"
            password_env: TEST_MATRIX_BOT_PASSWORD
            device_id: TOWNHALLTEST
            admins: ["@alice:localhost"]
            sync_timeout_seconds: 5
            retry: {min_seconds: 0.2, max_seconds: 1}
        commands:
          rate_limit: {commands: 200, per_seconds: 30}
        notifications: {poll_seconds: 0.2}
        """ + (extra.isEmpty ? "" : "\n" + extra)
    }

    static func start(on server: MatrixTestServer.Info, databasePath: String? = nil) async throws -> RunningBot {
        let databasePath = databasePath ?? RunningBot.newDatabasePath()
        if !FileManager.default.fileExists(atPath: databasePath) {
            try await DemoData.seed(into: TownhallDatabase(path: databasePath))
        }
        let configuration = try ConfigurationLoader.parse(
            yaml: yaml(server, databasePath: databasePath), environment: ["TEST_MATRIX_BOT_PASSWORD": "botpass123"])
        return RunningBot(configuration: configuration, service: BotService(configuration: configuration))
    }
}
