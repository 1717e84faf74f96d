/// What moved with a channel that became another (`TownhallDatabase.moveChannel`): counts for the
/// log line that says so.
public struct ChannelMove: Sendable, Hashable {
    /// Channel feed subscriptions (an area the new channel followed already is not counted).
    public var feeds: Int
    /// Commands an admin had turned off there (`admin channel … off`).
    public var commandsTurnedOff: Int
    /// Whether an admin's `admin join` of the old channel now names the new one.
    public var adminJoin: Bool

    public init(feeds: Int, commandsTurnedOff: Int, adminJoin: Bool) {
        self.feeds = feeds
        self.commandsTurnedOff = commandsTurnedOff
        self.adminJoin = adminJoin
    }
}
