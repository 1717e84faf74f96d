import IRCClient

/// The outbox's view of one IRC client: live-tracked nicks, confirmed private messages,
/// MONITOR and WHOX.
struct IRCNotificationTransport: NotificationTransport {
    let client: IRCClient

    func trackedNicks(loggedInAs account: String) -> [String] {
        client.nicksInSharedChannels(loggedInAs: account)
    }

    func deliver(_ text: String, to nick: String) async throws {
        try await client.deliverMessage(text, to: nick, fairnessKey: nick)
    }

    func watch(_ nicks: [String]) async {
        await client.monitor(nicks)
    }

    func lookUp(_ nick: String) async {
        await client.lookUpAccount(ofNick: nick)
    }
}
