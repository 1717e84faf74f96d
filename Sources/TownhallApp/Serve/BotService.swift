import Chat
import Civic
import Foundation
import IRCWire
import LetterMail
import Logging
import LoopExecutor
import MemoryTrim
import NIOCore
import NIOPosix
import Science
import ServiceLifecycle
import SMTP
import Storage

/// `townhall serve`: one database, one command core, one transport per configured network.
/// Runs until cancelled, until a graceful shutdown (the executable asks for one on SIGINT or
/// SIGTERM, see `runUntilSignalled`), or until a network fails for good (for example a SASL login
/// refused with `on_failure: abort`), which ends the service with that error.
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
        try await run(signals: nil)
    }

    /// Runs the service until SIGINT or SIGTERM, then stops it gracefully (see `TerminationSignals`).
    /// Only the executable calls this: the signal dispositions it sets are inherited by every
    /// process started afterwards.
    public func runUntilSignalled() async throws {
        try await run(signals: await TerminationSignals(logger: logger))
    }

    private func run(signals: TerminationSignals?) async throws {
        ServiceOperations.bootstrapMetrics(configuration.metrics)
        let database = try await DatabaseOpener.open(configuration.database, readReplicas: configuration.readReplicas)
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
            try await serve(transports, database: database, executor: executor, trimmer: trimmer, operations: operations,
                            signals: signals)
        } catch {
            await stop(transports, operations: operations, database: database)
            throw error
        }
        await stop(transports, operations: operations, database: database)
    }

    /// After every part has ended: nothing writes any more (each command, delivery and feed
    /// line waited for its own commit, so no group commit holds an unanswered write), and the
    /// database is closed last.
    private func stop(_ transports: [any Transport], operations: ServiceOperations, database: TownhallDatabase) async {
        for transport in transports { await transport.shutdown() }
        await operations.stop()
        await logger.attempt("cannot close the database") { try await database.close() }
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

    /// Runs every part as a service of one `ServiceGroup`. They are listed so that the group's
    /// graceful shutdown, which stops them one at a time from the last to the first, stops the
    /// deliveries first (mail, feeds, alerts: nothing new leaves), then each network (no new
    /// command taken, those taken answered, QUIT), then the clock, the watchdog and the trimmer.
    /// `shutdown.grace_seconds` bounds it all; what is still running then is cancelled.
    func serve(_ transports: [any Transport], database: TownhallDatabase, executor: EventLoopExecutor,
               trimmer: MemoryTrimmer, operations: ServiceOperations, signals: TerminationSignals? = nil) async throws {
        let chat = ChatConfiguration(
            prefix: configuration.commands.prefix,
            botNick: configuration.networks.first?.botName ?? "townhall",
            rateLimit: configuration.rateLimit,
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
        let rules = CivicRules(questions: configuration.questions.rules, letters: configuration.letters.rules)
        let reloader = configurationPath.map {
            ConfigurationReloader(path: $0, running: configuration, permissions: permissions, rules: rules,
                                  transports: byName, database: database, logger: logger)
        }
        let core = TownhallCore.make(database: database, configuration: chat, clock: clock,
                                     permissions: permissions, directory: TransportDirectory(transports: byName),
                                     membership: TransportMembership(transports: byName), connections: operations.health,
                                     reloader: reloader,
                                     rules: rules,
                                     formatting: configuration.formatting.formatting,
                                     incidentRules: configuration.incidents.rules,
                                     quiz: quiz, executor: executor)
        await reloader?.reconfigure(core)
        var parts = [
            ServePart("memory trimmer", stop: .cancelled) { await trimmer.run() },
            ServePart("systemd watchdog", stop: .cancelled) { await operations.notifier.keepWatchdogFed() },
            ServePart("clock", stop: .cancelled) { await Self.keepTime(core) },
        ]
        var deliveries: [ServePart] = []
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
            parts.append(ServePart("network \(transport.network)", stop: .finishesWhatItTook) {
                try await transport.serve(core: core, sightings: courier)
            })
            deliveries.append(ServePart("alerts on \(transport.network)", stop: .cancelled) { await courier.run() })
            deliveries.append(ServePart("channel feeds on \(transport.network)", stop: .cancelled) { await feeds.run() })
        }
        if let mail = configuration.letters.mail {
            let courier = LetterMailCourier(database: database, client: SMTPClient(configuration: mail.smtp),
                                            from: MailAddress(mail.from, displayName: mail.fromName), logger: logger)
            deliveries.append(ServePart("letter mail", stop: .cancelled) { [logger] in
                // one line at start when the mail server refuses us; letters stay queued meanwhile
                if let problem = await courier.checkLogin() { logger.error("\(problem)") }
                await courier.run()
            })
        }
        var group = ServiceGroupConfiguration(services: (parts + deliveries).map(\.configuration), logger: logger)
        group.maximumGracefulShutdownDuration = configuration.shutdown.grace
        let services = ServiceGroup(configuration: group)
        let listening = signals.map { signals in
            Task { [grace = configuration.shutdown.grace] in await signals.listen(stopping: services, grace: grace) }
        }
        defer { listening?.cancel() }
        // Everything is started: systemd's `Type=notify` start is over (readiness per network
        // is /readyz's to say).
        operations.notifier.notify("READY=1")
        try await services.run()
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
}
