/// Supplied by the app: the channels (rooms) the bot sits in, joined and left at an admin's word
/// on the network the admin wrote from. The service answers through each network's `Transport`;
/// the console and scripts through `OpenChannelMembership`.
public protocol ChannelMembership: Sendable {
    func join(_ channel: String, network: String) async -> ChannelJoinOutcome
    /// False when the bot is not in `channel` (or not connected).
    func part(_ channel: String, network: String) async -> Bool
    /// Whether the configuration file names `channel`: it is joined at every start, whatever
    /// `admin part` says, until it is taken out of the file.
    func isConfigured(_ channel: String, network: String) async -> Bool
}

/// The console's and the scripts' channels: any channel is there to join, as any channel is there
/// to print in, and none is configured.
public struct OpenChannelMembership: ChannelMembership {
    public init() {}

    public func join(_ channel: String, network: String) async -> ChannelJoinOutcome { .joined }

    public func part(_ channel: String, network: String) async -> Bool { true }

    public func isConfigured(_ channel: String, network: String) async -> Bool { false }
}
