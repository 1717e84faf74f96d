import Chat
import Foundation
import Logging
import Storage

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
/// before passing it on loses that one (IRC has no receipt from the recipient; ServerKillStormTests).
///
/// The courier is the loop that ties its parts together, one job each: `CourierSignals` (the
/// bounded road in, which may drop a hint but never a new connection), `SightingCache` (nick
/// bookkeeping, and the settled sightings dropped before they wake the actor), `MonitorWatches`
/// (who the server watches for us), `ElectionReminderQueue` (reminders due into the outbox),
/// `NotificationPacer` (a token bucket per person) and `OutboxDelivery` (claim, send, mark, give
/// back). No alert can be lost to a dropped signal, because the outbox is what must be delivered
/// and each sweep reads it again: a dropped sweep is followed by the next one, and a dropped
/// sighting delays the alert until the sweep (someone in a channel with the bot) or the person's
/// next message, join or login.
actor NotificationCourier {
    typealias Signal = CourierSignal

    private let network: String
    private let database: TownhallDatabase
    private let transport: any NotificationTransport
    private let configuration: NotificationsConfiguration
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let signals = CourierSignals()
    private let outbox: OutboxDelivery
    private let reminders: ElectionReminderQueue
    private var pacer: NotificationPacer
    private var sightings: SightingCache
    /// Read by `signal` without the actor; the same object `sightings` keeps.
    private nonisolated let settled: SettledSightings
    private var watches: MonitorWatches
    /// Folded accounts being delivered to right now (one delivery per person at a time).
    private var delivering: Set<String> = []
    private var sweeping = false

    init(network: String, database: TownhallDatabase, transport: any NotificationTransport,
         configuration: NotificationsConfiguration, logger: Logger, now: @escaping @Sendable () -> Date = Date.init,
         cacheLifetime: TimeInterval = 600) {
        self.network = network
        self.database = database
        self.transport = transport
        self.configuration = configuration
        self.logger = logger
        self.now = now
        outbox = OutboxDelivery(network: network, database: database, transport: transport, logger: logger)
        reminders = ElectionReminderQueue(network: network, database: database, logger: logger)
        pacer = NotificationPacer(burst: configuration.perPersonBurst, interval: configuration.perPersonIntervalSeconds)
        sightings = SightingCache(lifetime: cacheLifetime)
        settled = sightings.settled
        watches = MonitorWatches(limit: configuration.monitorLimit)
    }

    /// Hands the courier something that happened; never waits (the chat bridge calls it inline).
    nonisolated func signal(_ signal: Signal) {
        if case let .seen(nick, account) = signal, isSettled(nick: nick, account: account) { return }
        signals.send(signal)
    }

    /// Whether seeing `nick` of `account` would change nothing (see `SettledSightings`).
    nonisolated func isSettled(nick: String, account: String) -> Bool {
        settled.isSettled(nick: nick, account: account, forgets: database.accountsForgotten, created: database.accountsCreated)
    }

    /// Sweeps every `poll_seconds` and reacts to signals until cancelled. Deliveries to
    /// different people run side by side (the client's fair queue interleaves them).
    func run() async {
        let poll = Duration.milliseconds(Int(configuration.pollSeconds * 1000))
        await withDiscardingTaskGroup { group in
            group.addTask { [signals] in
                while !Task.isCancelled {
                    signals.send(.sweep)
                    try? await Task.sleep(for: poll)
                }
            }
            for await signal in signals.stream {
                group.addTask { await self.handle(signal) }
            }
        }
    }

    func handle(_ signal: Signal) async {
        switch signal {
        case .sweep:
            await sweep()
        case .reconnected:
            watches.follow(connection: signals.connectionCount)
        case let .seen(nick, account):
            await remember(nick: nick, of: account)
            if sightings.awaiting.contains(account.lowercased()) { await deliver(to: account, at: nick) }
        }
    }

    /// Delivers to everyone reachable and watches the last nicks of everyone else.
    func sweep() async {
        guard !sweeping else { return }
        sweeping = true
        defer { sweeping = false }
        watches.follow(connection: signals.connectionCount)
        sightings.expire(at: now())
        await reminders.queueDue(at: now())
        guard let recipients = await logger.attempt("cannot read the notification outbox", {
            try await database.reading { [network] in try $0.recipientsAwaitingDelivery(network: network) }
        }) else { return }
        let before = sightings.setAwaiting(Set(recipients.map { $0.account.name.lowercased() }))
        var toWatch: [String] = []
        await withDiscardingTaskGroup { group in
            for recipient in recipients {
                let name = recipient.account.name
                let tracked = transport.trackedNicks(loggedInAs: name)
                if let nick = tracked.first(where: { $0.lowercased() == recipient.lastNick?.lowercased() }) ?? tracked.first {
                    group.addTask { await self.deliver(to: name, at: nick) }
                } else if let last = recipient.lastNick {
                    switch watches.add(last) {
                    case .watch:
                        toWatch.append(last)
                    case .watched where !before.contains(name.lowercased()):
                        // Already watched and maybe online outside our channels: ask once.
                        await transport.lookUp(last)
                    case .watched, .full:
                        break
                    }
                }
            }
        }
        await transport.watch(toWatch)
    }

    /// Sends `account`'s waiting notifications to `nick`, as many as the pacer allows.
    private func deliver(to account: String, at nick: String) async {
        let key = account.lowercased()
        guard !delivering.contains(key) else { return }
        delivering.insert(key)
        defer { delivering.remove(key) }
        let allowed = pacer.available(for: key, at: now())
        guard allowed > 0, let pending = await outbox.claim(for: account, limit: allowed, at: now()) else { return }
        for (index, notification) in pending.enumerated() {
            guard await outbox.send(notification, of: account, to: nick) else {
                await outbox.giveBack(pending.dropFirst(index).map(\.id))
                return
            }
            pacer.spend(for: key, at: now())
            await outbox.markDelivered(notification.id, at: now())
        }
        if pending.count < allowed { sightings.delivered(key) }
    }

    /// Keeps the nick each account last used, for MONITOR after a restart.
    private func remember(nick: String, of account: String) async {
        let key = account.lowercased()
        let created = database.accountsCreated
        guard sightings.needsRecording(nick, of: key, forgets: database.accountsForgotten, created: created) else { return }
        // Cached only once written: an account created later (by its first command) must
        // still get its nick recorded.
        switch await logger.attempt("cannot record the nick of \(account)", {
            try await database.recordNick(nick, of: AccountIdentity(network: network, name: account), at: now())
        }) {
        case true?: sightings.recorded(nick, of: key)
        case false?: sightings.missing(key, asOf: created)
        case nil: break
        }
    }
}
