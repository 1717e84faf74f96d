import Chat
import Foundation
import Import
import Science
import Storage

/// `townhall` with no arguments: the console on an embedded SQLite database, seeded with the
/// shipped demo dataset on first start so `zip`, `reps` and `rep` answer at once.
public enum ConsoleLauncher {
    public static func run(databasePath: String, account: String?) async throws {
        let database = try TownhallDatabase(path: databasePath)
        if try await DemoData.seedIfEmpty(database) {
            FileHandle.standardError.write(Data("Seeded the demo dataset into \(databasePath)\n".utf8))
        }
        let speaker = account ?? ProcessInfo.processInfo.environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "you"
        FileHandle.standardError.write(Data("Database: \(databasePath)\n".utf8))
        // a quiz cut off when the console last closed ends now, its points kept
        _ = try await database.endInterruptedQuizRuns(at: Date())
        let console = console(database: database, speaker: speaker)
        // quiz hints and rounds running out are printed as they fall due, between typed lines
        let clock = Task { await BotService.keepTime(console.core) }
        defer { clock.cancel() }
        await console.run(lines: ChatConsole.standardInputLines())
    }

    /// The console on `database`, speaking as `speaker` (an admin here), showing each account's
    /// alerts from the outbox as soon as it speaks.
    static func console(database: TownhallDatabase, speaker: String,
                        interactive: Bool = ChatConsole.standardInputIsTerminal,
                        write: @escaping @Sendable (String) -> Void = ChatConsole.writeToStandardOutput) -> ChatConsole {
        let quiz = QuizHall(database: database)
        let core = TownhallCore.make(database: database, configuration: ChatConfiguration(conventions: ChatConsole.conventions),
                                     permissions: StaticPermissions(admins: [speaker]), quiz: quiz)
        return ChatConsole(core: core, network: "console", speaker: speaker, interactive: interactive, write: write,
                           alerts: { network, account in await takeAlerts(of: AccountIdentity(network: network, name: account),
                                                                          from: database) })
    }

    /// Waiting alerts of `account`, marked delivered: the console prints whatever it gets.
    static func takeAlerts(of account: AccountIdentity, from database: TownhallDatabase) async -> [String] {
        do {
            let pending = try await database.reading { try $0.pendingNotifications(for: account) }
            guard !pending.isEmpty else { return [] }
            try await database.markDelivered(pending.map(\.id), at: Date())
            return pending.map(\.deliverableText)
        } catch {
            return ["(could not read your alerts: \(error))"]
        }
    }
}
