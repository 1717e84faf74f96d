import Foundation
import IRCTestNetwork
import SMTPTestServer

/// The `townhall serve` processes of `ServeFailoverTests`: one per nick, all on one IRC network
/// and one highly available PostgreSQL (its multi-host URL), each with the mail courier on,
/// configured as an operator would write it. Their limits are raised so that only the database
/// ever refuses a command: the test counts every reply.
struct ServeFailoverDeployment {
    static let databasePasswordVariable = "TEST_DATABASE_PASSWORD"
    static let mailPasswordVariable = "TEST_MAIL_PASSWORD"

    /// Nick → its process.
    let processes: [String: BotProcess]
    /// Nick → its configuration file (its serve.log lies beside it).
    let configurations: [String: String]

    /// Starts one process per nick in `bots`, all at once; stops the ones started if one fails.
    static func start(bots: [String], network: String, info: TestNetwork.Info, databaseURL: String, databasePassword: String,
                      mail: SMTPTestServer.Info) throws -> ServeFailoverDeployment {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-failover-\(UUID().uuidString)")
        var configurations: [String: String] = [:]
        var processes: [String: BotProcess] = [:]
        do {
            for nick in bots {
                let path = folder.appendingPathComponent(nick).appendingPathComponent("townhall.yaml").path
                try FileManager.default.createDirectory(atPath: folder.appendingPathComponent(nick).path, withIntermediateDirectories: true)
                try configuration(nick: nick, network: network, info: info, databaseURL: databaseURL, mail: mail)
                    .write(toFile: path, atomically: true, encoding: .utf8)
                configurations[nick] = path
                processes[nick] = try BotProcess.start(configuration: path, environment: [
                    databasePasswordVariable: databasePassword, mailPasswordVariable: mail.password,
                ])
            }
        } catch {
            processes.values.forEach { $0.stop() }
            throw error
        }
        return ServeFailoverDeployment(processes: processes, configurations: configurations)
    }

    var allRunning: Bool { processes.values.allSatisfy(\.process.isRunning) }

    /// Every process's log, for a failure message.
    var logs: String {
        configurations.keys.sorted().map { "── \($0)\n\(log(of: $0))" }.joined(separator: "\n")
    }

    func log(of nick: String) -> String {
        configurations[nick].map(BotProcess.log(of:)) ?? "(no process \(nick))"
    }

    /// SIGTERM to each, waiting for it to go.
    func stop() {
        processes.values.forEach { $0.stop() }
    }

    /// Alerts, feeds and mail polled often so the test is quick; upvotes, reports and commands
    /// limited far above what the test sends, feed posts at the most a channel may take (60 a
    /// minute: more would be summed up in one line, and the test counts each report's post).
    private static func configuration(nick: String, network: String, info: TestNetwork.Info, databaseURL: String,
                                      mail: SMTPTestServer.Info) -> String {
        """
        database: "\(databaseURL)"
        database_password_env: \(databasePasswordVariable)
        networks:
          - name: \(network)
            host: \(info.host)
            port: \(info.botTLSPort)
            tls: true
            tls_server_name: localhost
            ca_file: \(info.caFile)
            nick: \(nick)
            sasl: {mechanism: PLAIN, account: bot, password_env: TEST_BOT_PASSWORD}
            channels: ["#mission"]
            admins: [asker]
            reconnect: {min_seconds: 0.5, max_seconds: 2}
            flood: {burst: 100, interval_ms: 10}
        commands:
          rate_limit: {commands: 1000, per_seconds: 30}
        questions: {daily_upvotes: 100}
        incidents: {reports_per_hour: 1000, feed_posts_per_minute: 60}
        notifications: {poll_seconds: 0.2, per_person_burst: 100}
        letters:
          mail:
            host: \(mail.host)
            port: \(mail.startTLSPort)
            tls: starttls
            server_name: localhost
            ca_file: \(mail.caFile)
            username: \(mail.username)
            password_env: \(mailPasswordVariable)
            from: letters-failover@townhall.test
        """
    }
}
