import Chat
import Synchronization

/// A script environment with the test commands; `#setup` knows `admin NAME`.
final class TestEnvironment: ScriptEnvironment {
    struct UnknownSetup: Error, CustomStringConvertible {
        var line: String
        var description: String { "unknown setup line: \(line)" }
    }

    private let roles = Mutex(Roles())
    let commands: [any ChatCommand]
    let configuration: ChatConfiguration

    init(commands: [any ChatCommand] = TestCommands.all, configuration: ChatConfiguration = ChatConfiguration()) {
        self.commands = commands
        self.configuration = configuration
    }

    func makeCore(clock: ManualClock) async throws -> ChatCore {
        ChatCore(commands: commands, configuration: configuration, clock: clock, permissions: RolesChecker(environment: self))
    }

    func runSetup(_ line: String) async throws {
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("admin"?, 2): roles.withLock { _ = $0.admins.insert(words[1]) }
        default: throw UnknownSetup(line: line)
        }
    }

    struct Roles {
        var admins: Set<String> = []
    }

    struct RolesChecker: PermissionChecker {
        let environment: TestEnvironment
        func isAdmin(network: String, account: String) async -> Bool {
            environment.roles.withLock { $0.admins.contains(account) }
        }
    }
}
