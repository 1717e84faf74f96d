/// Who a transport saw online, told to whoever delivers private alerts (the outbox's courier):
/// hints that let a waiting alert go out at once instead of at the next sweep. The transport
/// calls it inline, on its way to the next message, so it never waits.
public protocol SightingListener: Sendable {
    /// `nick` is online and logged in to `account`, as of now.
    func saw(nick: String, account: String)
    /// A new connection: the server forgot whom it was asked to watch.
    func reconnected()
}
