import Chat
import Civic
import Foundation
import Logging
import Storage
import Synchronization

/// Delivers the notification outbox of one network.
///
/// Someone is reached when they are online: at once when the bot sees them (they speak, join,
/// log in, or MONITOR + WHOX report them back), and on a periodic sweep for everyone the
/// network tracks live. A row is marked delivered only once the server accepted its line (the
/// echo of IRCv3 echo-message; merely written where the network lacks it), and that mark is
/// committed even while the bot shuts down; a row whose line was not accepted stays pending for
/// the next connection or the next run. So a restart of the bot or of the server neither loses
/// nor repeats a message; only a crash or a cut connection in the instant between the server's
/// acceptance and our commit could repeat one, and a server killed after accepting a line but
/// before passing it on loses that one (IRC has no receipt from the recipient; about once in 20
/// SIGKILLs timed to hit a delivery, ServerKillStormTests).
///
/// Signals travel in a stream that keeps only the newest 10,000 (the bridge must never wait on
/// the courier, and memory must stay bounded under a flood). No alert can be lost to a dropped
/// signal, because a signal is only ever a hint: the outbox in SQLite is what must be delivered,
/// and each sweep reads it again. A dropped sweep is followed by the next one; a dropped
/// sighting delays the alert until the sweep (someone in a channel with the bot) or the person's
/// next message, join or login; and a new connection, after which the watches must be sent again,
/// is counted outside the stream, where nothing is dropped.
actor NotificationCourier {
    enum Signal: Sendable {
        case sweep
        /// `nick` is online and logged in to `account`, as of now.
        case seen(nick: String, account: String)
        /// A new connection: the server forgot what we were watching.
        case reconnected
    }

    private let network: String
    private let database: TownhallDatabase
    private let transport: any NotificationTransport
    private let configuration: NotificationsConfiguration
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let signals: AsyncStream<Signal>
    private let continuation: AsyncStream<Signal>.Continuation
    /// Connections made so far, counted as `.reconnected` is signalled.
    private nonisolated let connections = Mutex(0)
    /// The connection `watched` belongs to.
    private var watchedConnection = 0

    private var pacer: NotificationPacer
    /// Folded account → nick last written to the database (to skip repeated writes), as of
    /// `database.accountsForgotten` = `recordedAsOfForgets`: a forgotten account's row is gone
    /// with its nick, and when the person comes back their nick must be written again.
    private var recordedNicks: [String: String] = [:]
    private var recordedAsOfForgets = 0
    /// Folded accounts found missing → `database.accountsCreated` when they were: someone who
    /// never wrote anything has no account row, and asking again on each of their commands (a
    /// write transaction) cost more than the command itself. Asked again once an account was created.
    private var missingAccounts: [String: Int] = [:]
    static let missingAccountsLimit = 10_000
    /// Folded accounts with something waiting, as of the last sweep.
    private var awaiting: Set<String> = []
    /// What `signal` may know without the actor: accounts with nothing waiting whose nick is
    /// recorded (or whose row was missing as of a count of creations). A sighting of them changes
    /// nothing, and nearly every command is one: dropping it at once spares waking the courier
    /// (a task and a thread switch) per command. Kept by `resettle` from the state above.
    private let settled = Mutex<[String: Settled]>([:])
    enum Settled {
        case recorded(nick: String, asOfForgets: Int)
        case missing(asOf: Int)
    }
    /// When the caches above were last dropped whole (see `expireCaches`).
    private var cachesSince: Date?
    private let cacheLifetime: TimeInterval
    /// Folded nicks on the server's MONITOR list for this connection.
    private var watched: Set<String> = []
    /// Folded accounts being delivered to right now (one delivery per person at a time).
    private var delivering: Set<String> = []
    private var sweeping = false

    init(network: String, database: TownhallDatabase, transport: any NotificationTransport,
         configuration: NotificationsConfiguration, logger: Logger, now: @escaping @Sendable () -> Date = Date.init,
         cacheLifetime: TimeInterval = 600) {
        self.network = network
        self.cacheLifetime = cacheLifetime
        self.database = database
        self.transport = transport
        self.configuration = configuration
        self.logger = logger
        self.now = now
        self.pacer = NotificationPacer(burst: configuration.perPersonBurst, interval: configuration.perPersonIntervalSeconds)
        (signals, continuation) = AsyncStream.makeStream(of: Signal.self, bufferingPolicy: .bufferingNewest(10_000))
    }

    /// Hands the courier something that happened; never waits (the chat bridge calls it inline).
    nonisolated func signal(_ signal: Signal) {
        if case .reconnected = signal { connections.withLock { $0 += 1 } }
        if case let .seen(nick, account) = signal, isSettled(nick: nick, account: account) { return }
        continuation.yield(signal)
    }

    /// Whether seeing `nick` of `account` would change nothing (see `settled`).
    nonisolated func isSettled(nick: String, account: String) -> Bool {
        switch settled.withLock({ $0[account.lowercased()] }) {
        case .recorded(let recorded, let forgets): recorded == nick && forgets == database.accountsForgotten
        case .missing(let asOf): asOf == database.accountsCreated
        case nil: false
        }
    }

    /// Brings `settled` up to date for folded account `key`.
    private func resettle(_ key: String) {
        let entry: Settled? = if awaiting.contains(key) {
            nil
        } else if let nick = recordedNicks[key] {
            .recorded(nick: nick, asOfForgets: recordedAsOfForgets)
        } else {
            missingAccounts[key].map { .missing(asOf: $0) }
        }
        settled.withLock { $0[key] = entry }
    }

    /// Sweeps every `poll_seconds` and reacts to signals until cancelled. Deliveries to
    /// different people run side by side (the client's fair queue interleaves them).
    func run() async {
        let poll = Duration.milliseconds(Int(configuration.pollSeconds * 1000))
        await withDiscardingTaskGroup { group in
            group.addTask { [continuation] in
                while !Task.isCancelled {
                    continuation.yield(.sweep)
                    try? await Task.sleep(for: poll)
                }
            }
            for await signal in signals {
                group.addTask { await self.handle(signal) }
            }
        }
    }

    func handle(_ signal: Signal) async {
        switch signal {
        case .sweep:
            await sweep()
        case .reconnected:
            forgetWatchesOfEarlierConnections()
        case let .seen(nick, account):
            await remember(nick: nick, of: account)
            if awaiting.contains(account.lowercased()) { await deliver(to: account, at: nick) }
        }
    }

    /// Delivers to everyone reachable and watches the last nicks of everyone else.
    func sweep() async {
        guard !sweeping else { return }
        sweeping = true
        defer { sweeping = false }
        forgetWatchesOfEarlierConnections()
        expireCaches()
        await queueDueReminders()
        let recipients: [OutboxRecipient]
        do {
            recipients = try await database.reading { [network] in try $0.recipientsAwaitingDelivery(network: network) }
        } catch {
            logger.warning("cannot read the notification outbox: \(error)")
            return
        }
        let before = awaiting
        awaiting = Set(recipients.map { $0.account.name.lowercased() })
        for key in before.symmetricDifference(awaiting) { resettle(key) }
        var toWatch: [String] = []
        await withDiscardingTaskGroup { group in
            for recipient in recipients {
                let name = recipient.account.name
                let tracked = transport.trackedNicks(loggedInAs: name)
                if let nick = tracked.first(where: { $0.lowercased() == recipient.lastNick?.lowercased() }) ?? tracked.first {
                    group.addTask { await self.deliver(to: name, at: nick) }
                } else if let last = recipient.lastNick {
                    if !watched.contains(last.lowercased()) {
                        guard watched.count < configuration.monitorLimit else { continue }
                        watched.insert(last.lowercased())
                        toWatch.append(last)
                    } else if !before.contains(name.lowercased()) {
                        // Already watched and maybe online outside our channels: ask once.
                        await transport.lookUp(last)
                    }
                }
            }
        }
        await transport.watch(toWatch)
    }

    /// `recordedNicks` and `missingAccounts` are kept true by this process's counts of account
    /// creations and forgets, which do not see another process on the same database (the other
    /// half of a failover pair for this network, on PostgreSQL or the same SQLite file): an
    /// account it creates would stay "missing" here, and a nick cached before it forgot the
    /// account would never be written again. So both are dropped every `cacheLifetime`, at a
    /// sweep: at worst one more nick write per person seen in that time. (The outbox itself needs
    /// no such care: `awaiting` is re-read at each sweep and every delivery claims its rows.)
    private func expireCaches() {
        let date = now()
        if let since = cachesSince, date.timeIntervalSince(since) < cacheLifetime { return }
        if cachesSince != nil {
            recordedNicks.removeAll()
            missingAccounts.removeAll()
            settled.withLock { $0.removeAll() }
        }
        cachesSince = date
    }

    /// The server forgets the MONITOR list with the connection: after a new one, every nick must
    /// be watched again. Read from the counter, so it holds even if `.reconnected` was dropped.
    private func forgetWatchesOfEarlierConnections() {
        let current = connections.withLock { $0 }
        guard current != watchedConnection else { return }
        watchedConnection = current
        watched.removeAll()
    }

    /// Moves election reminders that fell due into the outbox, so this very sweep delivers them.
    /// Here because the outbox is the one thing that must hold them durably and this loop already
    /// wakes every `poll_seconds` per network; the step is keyed, so a repeat or a restart queues
    /// nothing twice.
    private func queueDueReminders() async {
        do {
            try await database.queueDueElectionReminders(network: network, at: now(), wording: ElectionReminderText.sentence)
        } catch {
            logger.warning("cannot queue due election reminders: \(error)")
        }
    }

    /// Sends `account`'s waiting notifications to `nick`, as many as the pacer allows.
    private func deliver(to account: String, at nick: String) async {
        let key = account.lowercased()
        guard !delivering.contains(key) else { return }
        delivering.insert(key)
        defer { delivering.remove(key) }
        let allowed = pacer.available(for: key, at: now())
        guard allowed > 0 else { return }
        let identity = AccountIdentity(network: network, name: account)
        // Claimed, not just read: another process serving this network (a failover pair) may
        // be delivering to the same person; each row goes to whichever claimed it.
        let pending: [PendingNotification]
        do {
            // In a task of its own, like the marks: a courier cancelled mid-claim (its connection
            // went) must not lose a claim that committed — its rows would wait out the lease.
            let (database, date) = (database, now())
            pending = try await Task { try await database.claimNotifications(for: identity, limit: allowed, at: date) }.value
        } catch {
            logger.warning("cannot claim notifications of \(identity): \(error)")
            return
        }
        for (index, notification) in pending.enumerated() {
            do {
                try await transport.deliver(notification.deliverableText, to: nick)
            } catch {
                logger.info("notification \(notification.id) for \(identity) not delivered: \(error)")
                await giveBack(pending.dropFirst(index).map(\.id))
                return
            }
            pacer.spend(for: key, at: now())
            await commitDelivered(notification.id)
        }
        if pending.count < allowed {
            awaiting.remove(key)
            resettle(key)
        }
    }

    /// The mark runs in its own task: a shutdown that cancels the courier must not cancel
    /// the commit of a message that has already left.
    private func commitDelivered(_ id: Int64) async {
        let (database, logger, date) = (database, logger, now())
        await Task {
            do { try await database.markDelivered([id], at: date) } catch {
                logger.error("notification \(id) was sent but could not be marked delivered: \(error)")
            }
        }.value
    }

    /// Unsent claimed rows are due again at once (not after the lease), for the next sighting
    /// or sweep; if this fails too, the lease running out frees them.
    private func giveBack(_ ids: [Int64]) async {
        let (database, logger) = (database, logger)
        await Task {
            do { try await database.releaseNotifications(ids) } catch {
                logger.warning("notifications \(ids) stay claimed until their lease ends: \(error)")
            }
        }.value
    }

    /// Keeps the nick each account last used, for MONITOR after a restart.
    private func remember(nick: String, of account: String) async {
        let key = account.lowercased()
        let forgets = database.accountsForgotten
        if forgets != recordedAsOfForgets {
            recordedNicks.removeAll()
            recordedAsOfForgets = forgets
        }
        guard recordedNicks[key] != nick else { return }
        let created = database.accountsCreated
        guard missingAccounts[key] != created else { return }
        do {
            // Cached only once written: an account created later (by its first command) must
            // still get its nick recorded.
            if try await database.recordNick(nick, of: AccountIdentity(network: network, name: account), at: now()) {
                recordedNicks[key] = nick
                missingAccounts[key] = nil
            } else {
                if missingAccounts.count >= Self.missingAccountsLimit {
                    for key in missingAccounts.keys { settled.withLock { $0[key] = nil } }
                    missingAccounts.removeAll()
                }
                missingAccounts[key] = created
            }
            resettle(key)
        } catch {
            logger.warning("cannot record the nick of \(account): \(error)")
        }
    }
}
