import Chat
import Civic
import Foundation
import Import
import Storage

/// Plays scripts against the civic commands on a fresh temporary database. `#setup` knows
/// `demo`, `import legislators PATH`, `import districts PATH` (PATH relative to the package root)
/// and `admin ACCOUNT`.
struct CivicScriptEnvironment: ScriptEnvironment {
    struct UnknownSetup: Error, CustomStringConvertible {
        var line: String
        var description: String { "unknown setup line: \(line)" }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let database: TownhallDatabase
    private let admins = ScriptAdmins()

    init() throws {
        database = try TownhallDatabase.temporary()
    }

    func makeCore(clock: ManualClock) async throws -> ChatCore {
        ChatCore(commands: CivicCommands.all(database: database), clock: clock, permissions: admins)
    }

    func runSetup(_ line: String) async throws {
        let words = line.split(separator: " ")
        if words.count == 2, words[0] == "admin" {
            await admins.grant(String(words[1]))
            return
        }
        guard try await DataSetupLine.run(line, database: database, root: Self.packageRoot) else {
            throw UnknownSetup(line: line)
        }
    }
}

/// The admins a script's setup named.
actor ScriptAdmins: PermissionChecker {
    private var admins: Set<String> = []

    func grant(_ account: String) { admins.insert(account) }

    func isAdmin(network: String, account: String) async -> Bool { admins.contains(account) }
    func isVerifiedMember(network: String, account: String) async -> Bool { false }
}
