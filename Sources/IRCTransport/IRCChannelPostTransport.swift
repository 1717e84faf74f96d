import Chat
import IRCClient

/// Channel feeds on one IRC client: posts are confirmed by their echo like the outbox's DMs.
public struct IRCChannelPostTransport: ChannelPostTransport {
    let client: IRCClient

    public init(client: IRCClient) {
        self.client = client
    }

    public func isInChannel(_ channel: String) -> Bool {
        !client.members(of: channel).isEmpty
    }

    public func post(_ text: String, in channel: String) async throws {
        try await client.deliverMessage(text, to: channel, fairnessKey: channel)
    }
}
