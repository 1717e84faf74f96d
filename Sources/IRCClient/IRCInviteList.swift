import Synchronization

/// The services accounts whose INVITE the bot follows, shared by the client and each of its
/// connections so that the list can change while the bot is connected (`IRCClient.followInvites`):
/// the next INVITE is judged by the new list, without a reconnect.
final class IRCInviteList: Sendable {
    private let accounts: Mutex<Set<String>>

    /// nil or empty: every invite is ignored.
    init(_ accounts: Set<String>?) {
        self.accounts = Mutex(accounts ?? [])
    }

    var current: Set<String> { accounts.withLock { $0 } }

    func replace(with new: Set<String>?) {
        accounts.withLock { $0 = new ?? [] }
    }
}
