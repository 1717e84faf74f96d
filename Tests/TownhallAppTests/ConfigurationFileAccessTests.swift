import DatabaseTestSupport
import Foundation
import Testing
@testable import TownhallApp

/// A password or token written in the configuration file is as safe as the file: readable by
/// group or others (0644 under umask 022), it gets one warning at start naming the file and the
/// fix. Real files; modes set explicitly.
@Suite("Configuration file readable by others")
struct ConfigurationFileAccessTests {
    static let irc = """
        database: %DB%
        networks:
          - name: local
            host: 127.0.0.1
            nick: townhall

        """

    /// Writes `yaml` to a new file with `mode`; its path.
    static func file(_ yaml: String, mode: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("townhall.yaml").path
        let text = yaml.replacingOccurrences(of: "%DB%", with: folder.appendingPathComponent("townhall.sqlite").path)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    static let sasl = irc + "    sasl: {account: bot, password: hunter2}\n"
    static let saslFromEnvironment = irc + "    sasl: {account: bot, password_env: TOWNHALL_SASL_PASSWORD}\n"
    static let smtp = irc + "letters:\n  mail: {host: mail.example.org, username: bot, password: hunter2}\n"
    static let databasePassword = irc + "database_password: hunter2\n"
    static let matrixToken = irc + "  - name: matrix\n    kind: matrix\n    homeserver: https://matrix.example.org\n    access_token: syt_x\n"

    @Test("which files get a warning", arguments: [
        (sasl, 0o644, "networks[0].sasl.password"),
        (sasl, 0o640, "networks[0].sasl.password"),
        (sasl, 0o604, "networks[0].sasl.password"),
        (smtp, 0o644, "letters.mail.password"),
        (databasePassword, 0o644, "database_password"),
        (matrixToken, 0o644, "networks[1].access_token"),
        (sasl, 0o600, nil),
        (sasl, 0o700, nil),
        (saslFromEnvironment, 0o644, nil),
        (irc, 0o644, nil),
    ] as [(String, Int, String?)])
    func warning(yaml: String, mode: Int, secret: String?) throws {
        let path = try Self.file(yaml, mode: mode)
        let warning = ConfigurationFileAccess.warning(path: path)
        if let secret {
            let line = try #require(warning)
            #expect(line.hasPrefix("warning: \(path) holds a secret (\(secret)) and is readable by other users (mode \(String(mode, radix: 8)));"),
                    "\(line)")
            #expect(line.contains("run chmod 600 \(path)") && !line.contains("\n") && !line.contains("hunter2"), "\(line)")
        } else {
            #expect(warning == nil)
        }
    }

    @Test("townhall prints the warning once at start, and nothing once the file is 0600")
    func printedAtStart() throws {
        let path = try Self.file(Self.sasl, mode: 0o644)
        let loose = try TownhallExecutable.run(["migrate", "--config", path])
        #expect(loose.status == 0, "\(loose.errors)")
        let lines = loose.errors.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("townhall: warning: \(path) holds a secret") == true, "\(loose.errors)")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let tight = try TownhallExecutable.run(["migrate", "--config", path])
        #expect(tight.status == 0 && tight.errors.isEmpty, "\(tight.errors)")
    }
}
