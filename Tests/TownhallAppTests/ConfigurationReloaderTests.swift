import Chat
import Foundation
import Logging
import Storage
import Testing
@testable import TownhallApp

/// `admin reload` against a real file: what it applies, what it names for a restart, and a broken
/// file that changes nothing.
@Suite("admin reload")
struct ConfigurationReloaderTests {
    static func yaml(admins: String, prefix: String = "!") -> String {
        """
        database: townhall.sqlite
        networks: [{name: libera, host: 127.0.0.1, nick: townhall, channels: ["#civics"], admins: [\(admins)]}]
        commands: {prefix: "\(prefix)"}
        """
    }

    func reloader(_ file: URL) async throws -> (ConfigurationReloader, ConfiguredPermissions) {
        let running = try ConfigurationLoader.parse(yaml: Self.yaml(admins: "alice"))
        let permissions = ConfiguredPermissions(networks: running.networks)
        let reloader = ConfigurationReloader(path: file.path, running: running, permissions: permissions, transports: [:],
                                             database: try TownhallDatabase.inMemory(), logger: Logger(label: "test"))
        return (reloader, permissions)
    }

    func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("new admins apply at once; a changed prefix is named as waiting for a restart, again at the next reload")
    func appliesAdminsNamesTheRest() async throws {
        let url = try file(Self.yaml(admins: "bob", prefix: "?"))
        let (reloader, permissions) = try await reloader(url)
        #expect(await reloader.reload() == .reloaded(applied: ["admins"], needsRestart: ["commands"]))
        #expect(await permissions.isAdmin(network: "libera", account: "bob"))
        #expect(await !permissions.isAdmin(network: "libera", account: "alice"))
        #expect(await reloader.reload() == .reloaded(applied: [], needsRestart: ["commands"]))
    }

    @Test("a broken file changes nothing, and the answer names the key and its line")
    func brokenFileKeepsRunning() async throws {
        let url = try file(Self.yaml(admins: "bob") + "\nquiz: {rounds: many}\n")
        let (reloader, permissions) = try await reloader(url)
        guard case .broken(let error) = await reloader.reload() else {
            Issue.record("a broken file was applied")
            return
        }
        #expect(error.contains("quiz") && error.contains("line 4"), "\(error)")
        #expect(await permissions.isAdmin(network: "libera", account: "alice"))
        #expect(await !permissions.isAdmin(network: "libera", account: "bob"))
    }
}
