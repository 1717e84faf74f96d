/// What a channel feed needs from a chat network: whether the bot is in a channel, and a post
/// that returns once the server accepted it.
public protocol ChannelPostTransport: Sendable {
    func isInChannel(_ channel: String) -> Bool
    /// Posts `text` in `channel`; returns once it has left, throws if it could not.
    func post(_ text: String, in channel: String) async throws
}
