import Chat
import Civic
import Foundation
import IRCClient
import IRCTransport
import IRCWire
import LetterMail
import Logging
import MatrixClient
import MatrixTransport
import MemoryTrim
import NIOCore
import NIOPosix
import Science
import SMTP
import Storage

/// `townhall serve`: one database, one command core, one IRC client per configured network.
/// Runs until cancelled (the executable cancels it on SIGINT/SIGTERM, see `runUntilSignalled`),
/// or until a network fails for good (for example a SASL login refused with
/// `on_failure: abort`), which ends the service with that error.
public struct BotService: Sendable {
    public let configuration: TownhallConfiguration
    let logger: Logger
    /// What commands and the notification couriers take for now. The wall clock in `serve`; a
    /// live test moves a manual one to the day an election reminder falls due.
    let clock: any ChatClock

    public init(configuration: TownhallConfiguration, logger: Logger = Logger(label: "townhall"),
                clock: any ChatClock = SystemClock()) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
    }

    public func run() async throws {
        let database = try await DatabaseOpener.open(configuration.database)
        let chat = ChatConfiguration(
            prefix: configuration.commands.prefix,
            botNick: configuration.networks.first?.nick ?? configuration.matrixNetworks.first?.localpart ?? "townhall",
            rateLimit: RateLimitPolicy(commands: configuration.commands.rateLimitCommands,
                                       period: TimeInterval(configuration.commands.rateLimitSeconds)),
            // "townhall: ping" is recognised under the casemapping most networks use.
            foldCase: { IRCCaseMapping.rfc1459.lowercase($0) },
            // Matrix users are always logged in: the hint is for IRC, unless only Matrix is served
            loginHint: configuration.networks.isEmpty ? MatrixChatBridge.loginHint : IRCChatBridge.loginHint)
        // The IRC connections, their lanes and the chat core share one event loop: a command
        // goes from the socket to its reply without waking another thread.
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let executor = EventLoopExecutor(loop)
        var clients: [(IRCNetworkConfiguration, IRCClient, Logger)] = []
        for network in configuration.networks {
            var networkLogger = logger
            networkLogger[metadataKey: "network"] = "\(network.name)"
            clients.append((network, IRCClient(configuration: IRCClientConfiguration(network: network),
                                               logger: networkLogger, eventLoopGroup: loop), networkLogger))
        }
        let directory = NetworkDirectory(
            clients: Dictionary(uniqueKeysWithValues: clients.map { ($0.0.name, $0.1) }),
            matrixServers: Dictionary(uniqueKeysWithValues: configuration.matrixNetworks.map {
                ($0.name, MatrixUserID.serverName(of: $0.userID))
            }))
        let quiz = QuizHall(database: database, rules: configuration.quiz.rules, prefix: chat.prefix,
                            channels: .networks(irc: directory.clients, matrix: Set(configuration.matrixNetworks.map(\.name))))
        // checked when the configuration was read: every name is a known mineral
        _ = await quiz.stackDeck(configuration.quiz.firstMinerals)
        // a quiz cut off by the last stop ends here, its points kept (they were stored as won)
        let interrupted = try await quiz.closeInterrupted(at: clock.now())
        if interrupted > 0 { logger.notice("closed \(interrupted) quiz(zes) cut off by the last stop; their points are kept") }
        let core = TownhallCore.make(database: database, configuration: chat, clock: clock,
                                     permissions: ConfiguredPermissions(networks: configuration.networks,
                                                                        matrixNetworks: configuration.matrixNetworks),
                                     directory: directory, questionRules: configuration.questions.rules,
                                     formatting: configuration.formatting.formatting,
                                     incidentRules: configuration.incidents.rules,
                                     letterRules: configuration.letters.rules, quiz: quiz,
                                     executor: executor)
        let matrix = try configuration.matrixNetworks.map { network in
            var networkLogger = logger
            networkLogger[metadataKey: "network"] = "\(network.name)"
            let api = try MatrixAPI(homeserver: network.homeserver, caFile: network.caFile)
            return (network, MatrixSession(api: api, network: network, database: database, logger: networkLogger),
                    networkLogger)
        }
        do {
            try await serve(core: core, database: database, clients: clients, matrix: matrix, executor: executor)
        } catch {
            for (_, session, _) in matrix { await session.api.shutdown() }
            throw error
        }
        for (_, session, _) in matrix { await session.api.shutdown() }
    }

    private func serve(core: ChatCore, database: TownhallDatabase, clients: [(IRCNetworkConfiguration, IRCClient, Logger)],
                       matrix: [(MatrixNetworkConfiguration, MatrixSession, Logger)], executor: EventLoopExecutor) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            let trimmer = MemoryTrimmer(logger: logger)
            group.addTask { await trimmer.run() }
            for (network, session, networkLogger) in matrix {
                let courier = NotificationCourier(network: network.name, database: database,
                                                  transport: MatrixNotificationTransport(session: session),
                                                  configuration: configuration.notifications, logger: networkLogger,
                                                  now: { [clock] in clock.now() })
                let bridge = MatrixChatBridge(session: session, core: core, sightings: courier, database: database,
                                              configuration: network, logger: networkLogger)
                let feeds = ChannelFeedPoster(network: network.name, database: database,
                                              transport: MatrixChannelPostTransport(session: session),
                                              prefix: configuration.commands.prefix,
                                              postsPerMinute: configuration.incidents.feedPostsPerMinute,
                                              pollSeconds: configuration.notifications.pollSeconds, logger: networkLogger)
                // A homeserver that is down is retried inside; only refused credentials end the service.
                group.addTask { try await bridge.serve() }
                group.addTask { await courier.run() }
                group.addTask { await feeds.run() }
            }
            for (network, client, networkLogger) in clients {
                let courier = NotificationCourier(network: network.name, database: database,
                                                  transport: IRCNotificationTransport(client: client),
                                                  configuration: configuration.notifications, logger: networkLogger,
                                                  now: { [clock] in clock.now() })
                let bridge = IRCChatBridge(network: network, client: client, core: core, sightings: courier,
                                           renderer: configuration.formatting.ircRenderer, logger: networkLogger,
                                           whenStartIsOver: { trimmer.startIsOver() }, executor: executor)
                group.addTask { await bridge.serve() }
                group.addTask { await courier.run() }
                let feeds = ChannelFeedPoster(network: network.name, database: database,
                                              transport: IRCChannelPostTransport(client: client),
                                              prefix: configuration.commands.prefix,
                                              postsPerMinute: configuration.incidents.feedPostsPerMinute,
                                              pollSeconds: configuration.notifications.pollSeconds, logger: networkLogger)
                group.addTask { await feeds.run() }
                group.addTask { try await client.run() }
            }
            group.addTask { await Self.keepTime(core) }
            if let mail = configuration.letters.mail {
                let courier = LetterMailCourier(database: database, client: SMTPClient(configuration: mail.smtp),
                                                from: MailAddress(mail.from, displayName: mail.fromName), logger: logger)
                group.addTask {
                    // one line at start when the mail server refuses us; letters stay queued meanwhile
                    if let problem = await courier.checkLogin() { logger.error("\(problem)") }
                    await courier.run()
                }
            }
            // The first task to finish (a client giving up, or cancellation) ends the whole service.
            try await group.next()
            group.cancelAll()
        }
    }

    /// Asks the core once a second for what is due (quiz hints, rounds running out), until cancelled.
    static func keepTime(_ core: ChatCore) async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                return
            }
            await core.tick()
        }
    }

    /// Runs the service until SIGINT or SIGTERM. Only the executable calls this: the signal
    /// dispositions it sets are inherited by every process started afterwards.
    public func runUntilSignalled() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await run() }
            group.addTask { await Self.waitForTerminationSignal() }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Returns when SIGINT or SIGTERM arrives (or the task is cancelled).
    static func waitForTerminationSignal() async {
        let (signals, continuation) = AsyncStream<Int32>.makeStream()
        let sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber)
            source.setEventHandler { continuation.yield(signalNumber) }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        for await _ in signals { return }
    }
}
