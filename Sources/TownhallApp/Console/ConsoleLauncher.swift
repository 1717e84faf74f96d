import Chat
import Foundation
import Import
import Logging
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
        // channel feeds are posted as in a channel, by the poster `serve` runs for each network
        let poster = feedPoster(database: database)
        let feeds = Task { await poster.run() }
        await console.run(lines: ChatConsole.standardInputLines())
        feeds.cancel()
        // what was reported just before the input ended is still posted, not left for next time
        await poster.sweep()
    }

    /// Posts the console's channel feeds where the console prints, at the pace and poll a
    /// configured network has by default.
    static func feedPoster(database: TownhallDatabase,
                           write: @escaping @Sendable (String) -> Void = ChatConsole.writeToStandardOutput) -> ChannelFeedPoster {
        let printer = ConsoleTransport(network: network, input: AsyncStream { $0.finish() }, write: write).channelPosts
        return ChannelFeedPoster(network: network, database: database, transport: printer, prefix: "!",
                                 postsPerMinute: IncidentsConfiguration().feedPostsPerMinute, pollSeconds: 1,
                                 logger: Logger(label: "townhall.console.feeds"))
    }

    /// The console's network name: alerts and feeds are filed under it.
    static let network = "console"

    /// The console on `database`, speaking as `speaker` (an admin here), showing each account's
    /// alerts from the outbox as soon as it speaks. One person types here, so no rate limit
    /// holds back a pasted block of commands.
    static func console(database: TownhallDatabase, speaker: String,
                        interactive: Bool = ChatConsole.standardInputIsTerminal,
                        write: @escaping @Sendable (String) -> Void = ChatConsole.writeToStandardOutput) -> ChatConsole {
        let quiz = QuizHall(database: database)
        let configuration = ChatConfiguration(rateLimit: RateLimitPolicy(commands: Int.max, period: 1),
                                              conventions: ChatConsole.conventions)
        let core = TownhallCore.make(database: database, configuration: configuration,
                                     permissions: StaticPermissions(admins: [speaker]), quiz: quiz)
        return ChatConsole(core: core, network: network, speaker: speaker, interactive: interactive, write: write,
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
