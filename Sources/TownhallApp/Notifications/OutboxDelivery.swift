import Chat
import Foundation
import Logging
import Metrics
import Storage

/// The durable steps of delivering one person's notifications, each in a task of its own so that
/// a courier cancelled mid-step (its connection went, or the bot shuts down) cannot lose a step
/// that committed: rows are claimed, not just read (another process serving this network, a
/// failover pair, may deliver to the same person; each row goes to whichever claimed it); a row
/// is marked delivered only once its line was accepted, and that mark is committed even during
/// a shutdown; rows not sent are given back at once.
struct OutboxDelivery: Sendable {
    let network: String
    let database: TownhallDatabase
    let transport: any NotificationTransport
    let logger: Logger
    /// `townhall_alerts_sent_total` for this network: alerts the server accepted.
    let alertsSent: Counter

    init(network: String, database: TownhallDatabase, transport: any NotificationTransport, logger: Logger) {
        self.network = network
        self.database = database
        self.transport = transport
        self.logger = logger
        alertsSent = Counter(label: "townhall_alerts_sent_total", dimensions: [("network", network)])
    }

    /// Up to `limit` of `account`'s waiting notifications, claimed; nil if the claim failed.
    func claim(for account: String, limit: Int, at date: Date) async -> [PendingNotification]? {
        let (database, identity) = (database, AccountIdentity(network: network, name: account))
        return await logger.attempt("cannot claim notifications of \(identity)") {
            try await Task { try await database.claimNotifications(for: identity, limit: limit, at: date) }.value
        }
    }

    /// Sends `notification` to `nick`; false (and logged) if the server did not accept it.
    func send(_ notification: PendingNotification, of account: String, to nick: String) async -> Bool {
        let sent = await logger.attempt("notification \(notification.id) for \(AccountIdentity(network: network, name: account)) not delivered",
                                        level: .info) {
            try await transport.deliver(notification.deliverableText, to: nick, named: notification.deliveryName)
        } != nil
        if sent { alertsSent.increment() }
        return sent
    }

    /// Marks notification `id` delivered, retried while its claim lasts if the database is away.
    func markDelivered(_ id: Int64, at date: Date) async {
        let database = database
        await DeliveredMark.commit("notification \(id) was sent but", lease: .seconds(PendingNotification.claimLease),
                                   logger: logger) {
            try await database.markDelivered([id], at: date)
        }
    }

    /// Unsent claimed rows are due again at once (not after the lease), for the next sighting
    /// or sweep; if this fails too, the lease running out frees them.
    func giveBack(_ ids: [Int64]) async {
        let (database, logger) = (database, logger)
        await Task {
            await logger.attempt("notifications \(ids) stay claimed until their lease ends") {
                try await database.releaseNotifications(ids)
            }
        }.value
    }
}
