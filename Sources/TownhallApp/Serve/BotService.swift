import Chat
import Foundation
import IRCWire
import LetterMail
import Logging
import LoopExecutor
import MemoryTrim
import NIOCore
import NIOPosix
import Science
import SMTP
import Storage

/// `townhall serve`: one database, one command core, one transport per configured network.
/// Runs until cancelled (the executable cancels it on SIGINT/SIGTERM, see `runUntilSignalled`),
/// or until a network fails for good (for example a SASL login refused with
/// `on_failure: abort`), which ends the service with that error.
public struct BotService: Sendable {
    public let configuration: TownhallConfiguration
    let logger: Logger
    /// What commands and the notification couriers take for now. The wall clock in `serve`; a
    /// live test moves a manual one to the day an election reminder falls due.
    let clock: any ChatClock
    /// The file `configuration` was read from, which `admin reload` reads again; nil: no reload.
    let configurationPath: String?

    public init(configuration: TownhallConfiguration, logger: Logger = Logger(label: "townhall"),
                clock: any ChatClock = SystemClock(), configurationPath: String? = nil) {
        self.configuration = configuration
        self.logger = logger
        self.clock = clock
        self.configurationPath = configurationPath
    }

    public func run() async throws {
        ServiceOperations.bootstrapMetrics(configuration.metrics)
        let database = try await DatabaseOpener.open(configuration.database)
        let operations = try await ServiceOperations.start(configuration.metrics, networks: configuration.networks.map(\.name),
                                                           database: database)
        // The connections, their lanes and the chat core share one event loop: a command goes
        // from the socket to its reply without waking another thread.
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let executor = EventLoopExecutor(loop)
        let trimmer = MemoryTrimmer(logger: logger)
        let transports: [any Transport]
        do {
            transports = try await makeTransports(database: database, loop: loop, executor: executor, trimmer: trimmer,
                                                  health: operations.health)
        } catch {
            await operations.stop()
            throw error
        }
        do {
            try await serve(transports, database: database, executor: executor, trimmer: trimmer, operations: operations)
        } catch {
            for transport in transports { await transport.shutdown() }
            await operations.stop()
            throw error
        }
        for transport in transports { await transport.shutdown() }
        await operations.stop()
    }

    /// One transport per `networks:` entry, joining at start the channels admins had the bot join
    /// (`admin join`) beside the configured ones; when one cannot be made, those made before are let go.
    private func makeTransports(database: TownhallDatabase, loop: any EventLoop, executor: EventLoopExecutor,
                                trimmer: MemoryTrimmer, health: any ConnectionListener) async throws -> [any Transport] {
        var transports: [any Transport] = []
        let joinedByAdmins = try await database.joinedChannels()
        do {
            for configured in configuration.networks {
                let network = configured.joiningAlso(joinedByAdmins[configured.name] ?? [])
                var networkLogger = logger
                networkLogger[metadataKey: "network"] = "\(network.name)"
                transports.append(try network.makeTransport(TransportResources(
                    database: database, logger: networkLogger, loop: loop, executor: executor,
                    formatting: configuration.formatting, whenStartIsOver: { trimmer.startIsOver() },
                    connectionListener: health)))
            }
        } catch {
            for transport in transports { await transport.shutdown() }
            throw error
        }
        return transports
    }

    func serve(_ transports: [any Transport], database: TownhallDatabase, executor: EventLoopExecutor,
             trimmer: MemoryTrimmer, operations: ServiceOperations) async throws {
        let chat = ChatConfiguration(
            prefix: configuration.commands.prefix,
            botNick: configuration.networks.first?.botName ?? "townhall",
            rateLimit: RateLimitPolicy(commands: configuration.commands.rateLimitCommands,
                                       period: TimeInterval(configuration.commands.rateLimitSeconds)),
            // "townhall: ping" is recognised under the casemapping most networks use.
            foldCase: { IRCCaseMapping.rfc1459.lowercase($0) })
        let byName = Dictionary(uniqueKeysWithValues: transports.map { ($0.network, $0) })
        let quiz = QuizHall(database: database, rules: configuration.quiz.rules, prefix: chat.prefix,
                            channels: ChannelFolding { channel, network in byName[network]?.foldChannel(channel) ?? channel })
        // checked when the configuration was read: every name is a known mineral
        _ = await quiz.stackDeck(configuration.quiz.firstMinerals)
        // a quiz cut off by the last stop ends here, its points kept (they were stored as won)
        let interrupted = try await quiz.closeInterrupted(at: clock.now())
        if interrupted > 0 { logger.notice("closed \(interrupted) quiz(zes) cut off by the last stop; their points are kept") }
        let permissions = ConfiguredPermissions(networks: configuration.networks)
        let reloader = configurationPath.map {
            ConfigurationReloader(path: $0, running: configuration, permissions: permissions, transports: byName,
                                  database: database, logger: logger)
        }
        let core = TownhallCore.make(database: database, configuration: chat, clock: clock,
                                     permissions: permissions, directory: TransportDirectory(transports: byName),
                                     membership: TransportMembership(transports: byName), connections: operations.health,
                                     reloader: reloader,
                                     questionRules: configuration.questions.rules,
                                     formatting: configuration.formatting.formatting,
                                     incidentRules: configuration.incidents.rules,
                                     letterRules: configuration.letters.rules, quiz: quiz,
                                     executor: executor)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await trimmer.run() }
            for transport in transports {
                var networkLogger = logger
                networkLogger[metadataKey: "network"] = "\(transport.network)"
                let courier = NotificationCourier(network: transport.network, database: database,
                                                  transport: transport.notifications,
                                                  configuration: configuration.notifications, logger: networkLogger,
                                                  now: { [clock] in clock.now() })
                let feeds = ChannelFeedPoster(network: transport.network, database: database,
                                              transport: transport.channelPosts,
                                              prefix: configuration.commands.prefix,
                                              postsPerMinute: configuration.incidents.feedPostsPerMinute,
                                              pollSeconds: configuration.notifications.pollSeconds, logger: networkLogger)
                // A network that is down is retried inside; only one failing for good ends the service.
                group.addTask { try await transport.serve(core: core, sightings: courier) }
                group.addTask { await courier.run() }
                group.addTask { await feeds.run() }
            }
            group.addTask { await Self.keepTime(core) }
            group.addTask { await operations.notifier.keepWatchdogFed() }
            if let mail = configuration.letters.mail {
                let courier = LetterMailCourier(database: database, client: SMTPClient(configuration: mail.smtp),
                                                from: MailAddress(mail.from, displayName: mail.fromName), logger: logger)
                group.addTask {
                    // one line at start when the mail server refuses us; letters stay queued meanwhile
                    if let problem = await courier.checkLogin() { logger.error("\(problem)") }
                    await courier.run()
                }
            }
            // Everything is started: systemd's `Type=notify` start is over (readiness per network
            // is /readyz's to say).
            operations.notifier.notify("READY=1")
            // The first task to finish (a transport giving up, or cancellation) ends the whole service.
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
