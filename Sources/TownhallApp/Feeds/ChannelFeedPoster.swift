import Chat
import Civic
import Foundation
import Logging
import Storage

/// Posts the reports queued for the channel feeds of one network (see `FeedCommand`).
///
/// Durable like the DM outbox: a report is queued in the transaction that files it, and its
/// queue entry is marked delivered only once the server accepted the line, so a restart
/// neither loses nor repeats a post. Paced per channel: at most `postsPerMinute` lines a minute
/// (a token bucket); when more wait than the bucket holds, the last line sums the rest up
/// ("and 12 more — !incidents CA-11 new") and they count as delivered — nothing is dropped
/// silently, and a busy election morning never floods a channel.
actor ChannelFeedPoster {
    private let network: String
    private let database: TownhallDatabase
    private let transport: any ChannelPostTransport
    private let prefix: String
    private let pollSeconds: Double
    private let logger: Logger
    private let now: @Sendable () -> Date
    private var pacer: NotificationPacer

    init(network: String, database: TownhallDatabase, transport: any ChannelPostTransport, prefix: String,
         postsPerMinute: Int, pollSeconds: Double, logger: Logger, now: @escaping @Sendable () -> Date = Date.init) {
        self.network = network
        self.database = database
        self.transport = transport
        self.prefix = prefix
        self.pollSeconds = pollSeconds
        self.logger = logger
        self.now = now
        let perMinute = max(1, postsPerMinute)
        pacer = NotificationPacer(burst: perMinute, interval: 60 / Double(perMinute))
    }

    /// Sweeps every `pollSeconds` until cancelled.
    func run() async {
        while !Task.isCancelled {
            await sweep()
            try? await Task.sleep(for: .milliseconds(Int(pollSeconds * 1000)))
        }
    }

    /// Posts in every channel the bot is in that has reports waiting, as far as the pace allows.
    func sweep() async {
        guard let channels = await logger.attempt("cannot read the channel feed queue", {
            try await database.reading { [network] in try $0.channelsAwaitingFeed(network: network) }
        }) else { return }
        for channel in channels where transport.isInChannel(channel) {
            await post(in: channel)
        }
    }

    /// Claims before posting (another process serving this network may sweep the same channel)
    /// and gives back, at once, whatever the server did not take.
    private func post(in channel: String) async {
        let key = channel.lowercased()
        let allowed = pacer.available(for: key, at: now())
        guard allowed > 0 else { return }
        guard let claim = await logger.attempt("cannot claim the feed of \(channel)", {
            try await database.claimFeedItems(in: channel, network: network, lines: allowed, at: now())
        }) else { return }
        for (index, item) in claim.singles.enumerated() {
            guard await send(ChannelFeedText.line(item, prefix: prefix), in: channel) else {
                await giveBack(claim.singles.dropFirst(index).map(\.id) + claim.summed, in: channel)
                return
            }
            pacer.spend(for: key, at: now())
            await commitDelivered([item.id], in: channel)
        }
        guard let area = claim.summedArea, !claim.summed.isEmpty else { return }
        guard await send(ChannelFeedText.summary(more: claim.summed.count, area: area, prefix: prefix), in: channel) else {
            await giveBack(claim.summed, in: channel)
            return
        }
        pacer.spend(for: key, at: now())
        await commitDelivered(claim.summed, in: channel)
    }

    /// A feed line quotes what people reported (text, place, photo address): every control
    /// character in it becomes a space on the way out, as in replies and alerts, so a report
    /// cannot start a second line, a CTCP request or formatting on any transport.
    private func send(_ text: String, in channel: String) async -> Bool {
        await logger.attempt("feed line for \(channel) not delivered", level: .info) {
            try await transport.post(text.neutralisingControlCharacters, in: channel)
        } != nil
    }

    /// Marks `ids` delivered (see `DeliveredMark`: never cancelled by a shutdown, and retried
    /// while the claim lasts if the database is away).
    private func commitDelivered(_ ids: [Int64], in channel: String) async {
        let (database, date) = (database, now())
        await DeliveredMark.commit("feed lines for \(channel) were sent but", lease: .seconds(ChannelFeedClaim.lease),
                                   logger: logger) {
            try await database.markFeedItemsDelivered(ids, at: date)
        }
    }

    /// Entries claimed but not posted are due again at once (if this fails too, when the lease
    /// runs out).
    private func giveBack(_ ids: [Int64], in channel: String) async {
        let (database, logger) = (database, logger)
        await Task {
            await logger.attempt("feed entries of \(channel) stay claimed until their lease ends") {
                try await database.releaseFeedItems(ids)
            }
        }.value
    }
}
