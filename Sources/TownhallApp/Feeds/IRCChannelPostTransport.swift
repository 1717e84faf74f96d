import IRCClient

/// Channel feeds on one IRC client: posts are confirmed by their echo like the outbox's DMs.
struct IRCChannelPostTransport: ChannelPostTransport {
    let client: IRCClient

    func isInChannel(_ channel: String) -> Bool {
        !client.members(of: channel).isEmpty
    }

    func post(_ text: String, in channel: String) async throws {
        try await client.deliverMessage(text, to: channel, fairnessKey: channel)
    }
}
