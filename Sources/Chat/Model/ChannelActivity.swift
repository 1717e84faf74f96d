import Foundation

/// Something that runs in channels between commands: it hears the ordinary lines people say
/// there (a quiz waiting for an answer) and acts as time passes (a hint, a round running out).
/// The core hands it every channel line that is not a command, and asks it on each `tick`.
public protocol ChannelActivity: Sendable {
    /// A channel line that is not a command, already cleaned; the lines to send (often none).
    func hear(_ event: ChatEvent, now: Date) async -> [ChatReply]
    /// What is due by `now`, on every network, in order.
    func due(at now: Date) async -> [ChatPush]
    /// `channel` became `replacement` (a Matrix room upgraded): what plays there goes on there.
    func channelMoved(from channel: String, to replacement: String, network: String, at now: Date) async
    /// The bot was put out of `channel` (kicked or banned): what plays there ends, unsaid.
    func channelLost(_ channel: String, network: String, at now: Date) async
}

extension ChannelActivity {
    public func channelMoved(from channel: String, to replacement: String, network: String, at now: Date) async {}
    public func channelLost(_ channel: String, network: String, at now: Date) async {}
}

/// A line the bot sends on its own (not an answer), with the network it belongs to.
public struct ChatPush: Sendable, Hashable {
    public var network: String
    public var reply: ChatReply

    public init(network: String, reply: ChatReply) {
        self.network = network
        self.reply = reply
    }
}
