/// A command, or a whole category of them, that an admin turned off in one channel.
public struct ChannelCommandOff: Sendable, Hashable {
    public var network: String
    /// As the network spells it ("#civics", "!room:example.org").
    public var channel: String
    /// A command name ("quiz start") or a category ("science"), lowercase.
    public var command: String

    public init(network: String, channel: String, command: String) {
        self.network = network
        self.channel = channel
        self.command = command
    }
}
