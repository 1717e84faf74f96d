/// One chat network the bot serves, whatever carries it (IRC, Matrix, …). The service builds one
/// per `networks:` entry and runs every one the same way, so a new kind of network is an adapter
/// module implementing this and one configuration case, and nothing else branches on the kind:
///
/// - the core asks it who a name is (`account(named:)`) and how channel names compare
///   (`foldChannel`);
/// - the outbox courier delivers private alerts through `notifications` and hears from `serve`
///   who came online;
/// - channel feeds post through `channelPosts`;
/// - `admin join` and `admin part` go through `join` and `part`;
/// - `serve` connects, hands every message to the core and sends its replies (a `ChatTransport`
///   of its own attached to the core), addressing people and rendering styled text its own way.
public protocol Transport: Sendable {
    /// The configured network name; accounts are scoped to it.
    var network: String { get }
    /// Private delivery of alerts to one person.
    var notifications: any NotificationTransport { get }
    /// Posts in channels (rooms) the bot is in.
    var channelPosts: any ChannelPostTransport { get }
    /// The account `name` stands for here (a nick logged in, a user ID), nil when it names nobody
    /// the transport can vouch for. A display name is never taken for anyone.
    func account(named name: String) async -> String?
    /// `channel` as this network compares channel names.
    func foldChannel(_ channel: String) -> String
    /// Connects and serves until cancelled: messages go to `core`, people seen online to
    /// `sightings`. A network that is down is retried inside; throws only when it fails for good
    /// (credentials refused), which ends the service.
    func serve(core: ChatCore, sightings: any SightingListener) async throws
    /// Joins `channel` (on Matrix a room id or alias) at an admin's word, while `serve` runs.
    func join(_ channel: String) async -> ChannelJoinOutcome
    /// Leaves `channel`; false when the bot is not in it or not connected.
    func part(_ channel: String) async -> Bool
    /// Whether this network's configuration names `channel` (joined at every start).
    func isConfigured(_ channel: String) -> Bool
    /// Lets go of what the transport holds (HTTP clients), after `serve` or when it never ran.
    func shutdown() async
}
