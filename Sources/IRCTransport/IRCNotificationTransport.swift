import Chat
import IRCClient

/// The outbox's view of one IRC client: live-tracked nicks, confirmed private messages,
/// MONITOR and WHOX.
public struct IRCNotificationTransport: NotificationTransport {
    let client: IRCClient

    public init(client: IRCClient) {
        self.client = client
    }

    public func trackedNicks(loggedInAs account: String) -> [String] {
        client.nicksInSharedChannels(loggedInAs: account)
    }

    public func deliver(_ text: String, to nick: String) async throws {
        try await client.deliverMessage(text, to: nick, fairnessKey: nick)
    }

    public func watch(_ nicks: [String]) async {
        await client.monitor(nicks)
    }

    public func lookUp(_ nick: String) async {
        await client.lookUpAccount(ofNick: nick)
    }
}
