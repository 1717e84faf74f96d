import Chat
import Civic
import Foundation
import Import
import IRCTransport
import Science
import Storage

/// The real environment conversation scripts play in: a fresh SQLite file (or the database given), the real civic
/// commands, and setup lines that import data the way an operator would.
///
/// Setup lines: `demo` (the shipped demo dataset), `demo STEP…` (some of its steps),
/// `import legislators PATH`, `import districts PATH`, `import votes PATH…`, `import bills PATH…`
/// (PATH relative to the package root, so `../shared/...` works; votes and bills take files and
/// folders), `admin ACCOUNT`, `quiz deck NAME, NAME…` (the minerals the next quizzes ask, in
/// order, instead of random ones); `services on|off` is handled by the runner itself.
public final class AppScriptEnvironment: ScriptEnvironment {
    let database: TownhallDatabase
    let root: URL
    private let grants: PermissionGrants
    private let quiz: QuizHall

    public convenience init(root: URL) throws {
        try self.init(root: root, database: TownhallDatabase.temporary())
    }

    /// Plays on `database` instead of a fresh SQLite file (a fresh PostgreSQL database, say).
    public init(root: URL, database: TownhallDatabase) {
        self.database = database
        grants = PermissionGrants()
        quiz = QuizHall(database: database)
        self.root = root
    }

    public func makeCore(clock: ManualClock) async throws -> ChatCore {
        // Scripts are written as IRC conversations (channels, nicks, /msg), so they get IRC's hint.
        TownhallCore.make(database: database, configuration: ChatConfiguration(conventions: IRCChatBridge.conventions),
                          clock: clock, permissions: grants, rules: CivicRules(letters: Self.letterRules), quiz: quiz)
    }

    /// Scripts play with mail set up, so they can show both ways a letter leaves: Sen. Schiff's
    /// office takes letters by email (a route), everyone else's only through its contact form.
    /// Nothing is sent from a script: mail waits in the queue that `serve` delivers.
    public static let letterRules = LetterRules(routes: ["S001150": "schiff-letters@example.org"],
                                                fromAddress: "townhall@example.org")

    public func runSetup(_ line: String) async throws {
        if try await DataSetupLine.run(line, database: database, root: root) { return }
        let words = line.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("admin", 2):
            await grants.grantAdmin(words[1])
        case ("quiz", 3...) where words[1] == "deck":
            let names = words.dropFirst(2).joined(separator: " ").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard await quiz.stackDeck(names) else { throw ScriptSetupError(line: line) }
        default:
            throw ScriptSetupError(line: line)
        }
    }
}

public struct ScriptSetupError: Error, CustomStringConvertible {
    public var line: String
    public var description: String {
        "unknown setup line '\(line)'; known: demo, demo STEP… (\(DemoData.steps.map(\.name).joined(separator: ", "))), "
            + "import legislators PATH, import districts PATH, import votes PATH…, import bills PATH…, "
            + "admin ACCOUNT, quiz deck MINERAL, MINERAL…, services on|off"
    }
}

/// Admin grants made by a script's setup, whatever the network.
actor PermissionGrants: PermissionChecker {
    private var admins: Set<String> = []

    func grantAdmin(_ account: String) { admins.insert(AccountIdentity.folded(account)) }

    func isAdmin(network: String, account: String) async -> Bool { admins.contains(AccountIdentity.folded(account)) }
}
