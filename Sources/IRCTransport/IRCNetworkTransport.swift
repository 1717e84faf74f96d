import Chat
import IRCClient
import IRCWire
import Logging
import LoopExecutor
import NIOCore

/// One IRC network as a `Transport`: its client (one TLS connection, reconnected as needed), the
/// bridge that feeds the core, private delivery and channel posts over the same connection.
public struct IRCNetworkTransport: Transport {
    public let configuration: IRCNetworkConfiguration
    public let client: IRCClient
    let renderer: IRCTextRenderer
    let logger: Logger
    let executor: EventLoopExecutor
    let whenStartIsOver: (@Sendable () -> Void)?
    let connectionListener: (any ConnectionListener)?
    let itemMessages: (any ItemMessageLedger)?
    /// The command lanes of the connection, made here rather than by each bridge so that a
    /// reload reaches the admission the running connection uses.
    let lanes: SpeakerLanes

    /// - Parameters:
    ///   - loop: where the connection, its command lanes and the core run (the core's executor).
    ///   - whenStartIsOver: told once a connection's start is over (see `IRCChatBridge`).
    ///   - connectionListener: told when the connection is made, registered or lost.
    ///   - itemMessages: where the items the bot's messages show are kept, for likes by reaction
    ///     (`+draft/react`); nil takes none.
    public init(configuration: IRCNetworkConfiguration, renderer: IRCTextRenderer, logger: Logger,
                loop: any EventLoop, executor: EventLoopExecutor, whenStartIsOver: (@Sendable () -> Void)? = nil,
                connectionListener: (any ConnectionListener)? = nil, itemMessages: (any ItemMessageLedger)? = nil) {
        self.configuration = configuration
        client = IRCClient(configuration: IRCClientConfiguration(network: configuration), logger: logger, eventLoopGroup: loop)
        self.renderer = renderer
        self.logger = logger
        self.executor = executor
        self.whenStartIsOver = whenStartIsOver
        self.connectionListener = connectionListener
        self.itemMessages = itemMessages
        lanes = SpeakerLanes(limits: configuration.commandLimits, executor: executor)
    }

    public var network: String { configuration.name }

    public var notifications: any NotificationTransport { IRCNotificationTransport(client: client) }

    public var channelPosts: any ChannelPostTransport { IRCChannelPostTransport(client: client) }

    /// The services account the nick is logged in to, from what the client tracks (account-tag,
    /// extended-join, account-notify, WHOX).
    public func account(named name: String) async -> String? {
        client.account(ofNick: name)
    }

    /// By the CASEMAPPING the server announced (RFC 1459, the protocol's default, until it has).
    public func foldChannel(_ channel: String) -> String {
        client.caseMapping.lowercase(channel)
    }

    /// The client's connection and the bridge reading from it; the first to end ends both (the
    /// client gives up for good, the service is cancelled, or a graceful shutdown let the bridge
    /// finish the commands it had taken): the client then sends QUIT and closes.
    public func serve(core: ChatCore, sightings: any SightingListener) async throws {
        let bridge = IRCChatBridge(network: configuration, client: client, core: core, sightings: sightings,
                                   renderer: renderer, logger: logger, whenStartIsOver: whenStartIsOver, executor: executor,
                                   connectionListener: connectionListener, itemMessages: itemMessages, lanes: lanes)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await bridge.serve() }
            group.addTask { try await client.run() }
            try await group.next()
            group.cancelAll()
        }
    }

    public func join(_ channel: String) async -> ChannelJoinOutcome {
        switch await client.join(channel) {
        case .joined: .joined
        case .alreadyJoined: .alreadyJoined
        case let .refused(numeric, reason):
            .refused(IRCJoinRefusalText.words(numeric: numeric, reason: reason, channel: channel, botNick: client.currentNick))
        case .noAnswer: .noAnswer
        case .notConnected: .notConnected
        }
    }

    public func part(_ channel: String) async -> Bool {
        await client.part(channel, reason: "An admin asked me to leave")
    }

    public func isConfigured(_ channel: String) -> Bool {
        configuration.channels.contains { client.caseMapping.equal($0.name, channel) }
    }

    public func shutdown() async {}

    /// Follows invites as `network` says (its `join_on_invite` and `admins`) from now on, on the
    /// connection up now: what `admin reload` changes while the bot runs.
    public func adoptInvites(of network: IRCNetworkConfiguration) {
        client.followInvites(from: network.inviteJoinAccounts)
    }

    /// Queues, runs and refuses commands by `network`'s `limits:` from the next command on (see
    /// `SpeakerLanes.adopt`): what `admin reload` changes of them. `tracked_strangers` is the
    /// client's and still waits for a restart.
    public func adoptCommandLimits(of network: IRCNetworkConfiguration) async {
        await lanes.adopt(network.commandLimits)
    }
}
