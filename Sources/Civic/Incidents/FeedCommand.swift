import Chat
import Storage

/// `feed <zip | ST | ST-NN> [kinds…]`, `feed`, `feed off`: a channel's subscriptions to new
/// reports, which the app posts there once each, paced (see `ChannelFeedText`).
///
/// Its reads stay on the primary even when heavy reads may go to a standby: the subscriptions
/// belong to the channel, not to the person, and any of its operators may change them, so
/// read-your-writes by account would not show one operator another's `feed off` (a standby's
/// list could name a feed already ended); the read before a subscription decides what the write
/// does ("already gets" or "Changed"); and each is one indexed lookup of a few rows, which a
/// standby would not take load off.
struct FeedCommand: ChatCommand {
    let civic: CivicContext
    let spec: CommandSpec

    init(civic: CivicContext) {
        self.civic = civic
        spec = CommandSpec(
            name: "feed", usage: "feed [ZIP | ST | ST-NN] [kinds…] | feed off",
            summary: "Post new voting-incident reports of an area in this channel, at most "
                + "\(civic.incidentRules.feedPostsPerMinute) a minute (channel operators); feed alone lists them, feed off ends them.",
            places: .channel, permission: .channelOperator, category: "Incidents")
    }

    func run(_ context: CommandContext) async throws {
        guard let channel = context.place.channelName else { throw context.usageError() }
        let words = context.words
        if words.isEmpty { return try await list(channel, context) }
        if words.count == 1, words[0].lowercased() == "off" {
            let ended = try await civic.database.unsubscribeChannel(channel, network: context.network)
            context.reply(ended == 0 ? "This channel has no feed to end."
                : "Ended \(ended == 1 ? "the feed" : "\(ended) feeds") of \(channel); no more reports will be posted here.")
            return
        }
        guard let area = IncidentAreaWords.area(words[0]) else {
            throw context.usageError("\"\(words[0])\" is not a ZIP, a state (CA) or a district (CA-11)")
        }
        var kinds: [IncidentKind] = []
        for word in words.dropFirst() {
            guard let kind = IncidentKindNames.kind(word) else {
                throw CommandFailure("\"\(word)\" is not a kind of report; use any of \(IncidentKindNames.list), or none for all.")
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        let network = context.network
        let earlier = try await civic.database.reading { try $0.channelFeeds(of: channel, network: network) }
            .first { $0.area == area.code }
        let scope = "\(IncidentsCommand.scope(of: area)) (\(Self.kinds(kinds)))"
        let tail = "\(context.typed("feed")) lists this channel's feeds, \(context.typed("feed off")) ends them."
        if let earlier, Set(earlier.kinds) == Set(kinds) {
            throw CommandFailure("\(channel) already gets new reports \(scope). \(tail)")
        }
        guard try await civic.database.subscribeChannel(channel, network: network, to: area, kinds: kinds,
                                                        at: context.now) else {
            throw IncidentAreaWords.unknown(area)
        }
        let what = earlier == nil ? "New reports" : "Changed the \(area.code) feed: new reports"
        context.reply("\(what) \(scope) will be posted here, at most \(civic.incidentRules.feedPostsPerMinute) a minute. \(tail)")
    }

    private func list(_ channel: String, _ context: CommandContext) async throws {
        let network = context.network
        let feeds = try await civic.database.reading { try $0.channelFeeds(of: channel, network: network) }
        guard !feeds.isEmpty else {
            context.reply("\(channel) has no feed. Start one with: \(context.typed("feed")) <ZIP | ST | ST-NN> [kinds…]")
            return
        }
        let described = feeds.map { "\($0.area) (\(Self.kinds($0.kinds)))" }.joined(separator: ", ")
        context.reply("\(channel) gets new reports from: \(described). \(context.typed("feed off")) ends them.")
    }

    private static func kinds(_ kinds: [IncidentKind]) -> String {
        kinds.isEmpty ? "all kinds" : kinds.map(\.rawValue).joined(separator: ", ")
    }
}
