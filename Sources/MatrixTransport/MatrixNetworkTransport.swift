import Chat
import Logging
import LoopExecutor
import MatrixClient
import NIOCore
import Storage

/// One Matrix homeserver account as a `Transport`: its session (the client-server API, its state
/// kept in the database), the bridge that feeds the core, DMs for alerts and room posts.
public struct MatrixNetworkTransport: Transport {
    public let configuration: MatrixNetworkConfiguration
    public let session: MatrixSession
    let database: TownhallDatabase
    let logger: Logger
    /// The server name of the bot's own user ID, where a bare localpart names a user.
    let homeserverName: String
    let connectionListener: (any ConnectionListener)?
    /// Who may bring the bot into rooms: the configuration's until `adoptInvites`.
    let invites: MatrixInviteRules
    let whenStartIsOver: (@Sendable () -> Void)?
    /// The event loop the core runs on, as an executor: the bridge's batches and the homeserver's
    /// connections run there too (nil in tests that make a transport alone: the default executors).
    let executor: EventLoopExecutor?

    /// Throws when the homeserver URL or the CA file cannot be used. `connectionListener` hears
    /// after each sync whether it went through; `whenStartIsOver`, once the first was handled.
    /// `loop` and `executor` (the same loop): where the core runs, and with it the connections to
    /// the homeserver and the handling of each batch, so that a command goes from the sync's
    /// answer to its reply's request without waking another thread.
    public init(configuration: MatrixNetworkConfiguration, database: TownhallDatabase, logger: Logger,
                loop: (any EventLoop)? = nil, executor: EventLoopExecutor? = nil,
                connectionListener: (any ConnectionListener)? = nil, whenStartIsOver: (@Sendable () -> Void)? = nil) throws {
        self.configuration = configuration
        let api = try MatrixAPI(homeserver: configuration.homeserver, caFile: configuration.caFile, eventLoopGroup: loop)
        invites = MatrixInviteRules(configuration)
        session = MatrixSession(api: api, network: configuration, database: database, logger: logger, invites: invites)
        self.database = database
        self.logger = logger
        homeserverName = MatrixUserID.serverName(of: configuration.userID)
        self.connectionListener = connectionListener
        self.whenStartIsOver = whenStartIsOver
        self.executor = executor
    }

    public var network: String { configuration.name }

    public var notifications: any NotificationTransport { MatrixNotificationTransport(session: session) }

    public var channelPosts: any ChannelPostTransport { MatrixChannelPostTransport(session: session) }

    /// The user ID is the account: a full one (`@alice:example.org`) stands for itself, a bare
    /// localpart (`alice`) for that user on the bot's own homeserver, where a localpart is unique.
    /// A display name is not unique, and is never taken for anyone.
    public func account(named name: String) async -> String? {
        Self.user(named: name, homeserver: homeserverName)
    }

    /// Room ids are case-sensitive: kept exactly as written.
    public func foldChannel(_ channel: String) -> String { channel }

    /// Logs in, joins the configured rooms and syncs until cancelled; throws only when the
    /// homeserver refuses the credentials.
    public func serve(core: ChatCore, sightings: any SightingListener) async throws {
        let bridge = MatrixChatBridge(session: session, core: core, sightings: sightings, database: database,
                                      configuration: configuration, invites: invites, logger: logger,
                                      connectionListener: connectionListener, whenStartIsOver: whenStartIsOver,
                                      executor: executor)
        try await bridge.serve()
    }

    /// By room id or alias. A refusal names the homeserver's reason: 403 (banned, or not
    /// invited to a room that needs it), 404 (no such room or alias).
    public func join(_ channel: String) async -> ChannelJoinOutcome {
        do {
            try await session.join(channel)
            return .joined
        } catch {
            logger.notice("an admin's join was refused", metadata: ["room": "\(channel)", "error": "\(error)"])
            switch error.kind {
            case .status(403, _, _): return .refused("the room does not let me in (banned, or invite-only: invite me first)")
            case .status(404, _, _): return .refused("there is no such room or alias")
            case .status(let status, let errcode, _): return .refused("the homeserver refused with \(errcode ?? "HTTP \(status)")")
            case .transport, .malformed: return .noAnswer
            }
        }
    }

    public func part(_ channel: String) async -> Bool {
        do {
            try await session.leave(try await session.roomID(of: channel))
            return true
        } catch {
            logger.notice("an admin's part failed", metadata: ["room": "\(channel)", "error": "\(error)"])
            return false
        }
    }

    public func isConfigured(_ channel: String) -> Bool {
        configuration.rooms.contains(channel)
    }

    /// Answers invites by `network`'s settings from now on (`admins`, `join_on_invite`,
    /// `dm_invites`, `invites_per_inviter_per_day`): what `admin reload` changes while the bot runs.
    public func adoptInvites(of network: MatrixNetworkConfiguration) {
        invites.adopt(network)
    }

    public func shutdown() async {
        await session.api.shutdown()
    }

    /// The Matrix user `name` stands for, nil when it cannot be a user ID or a localpart.
    static func user(named name: String, homeserver: String) -> String? {
        if name.hasPrefix("@") {
            guard let colon = name.firstIndex(of: ":"),
                  isLocalpart(name[name.index(after: name.startIndex)..<colon]),
                  name.index(after: colon) < name.endIndex else { return nil }
            return name
        }
        return isLocalpart(Substring(name)) ? "@\(name):\(homeserver)" : nil
    }

    /// The characters the Matrix spec allows in a user ID's localpart (lower case only).
    private static func isLocalpart(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "._=-/+".unicodeScalars.contains(scalar)
        }
    }
}
