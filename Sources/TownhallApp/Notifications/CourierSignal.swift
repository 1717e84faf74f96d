/// What the chat bridges and the sweep timer tell a `NotificationCourier`. A signal is only ever
/// a hint that something may be deliverable now: the outbox in the database is what must be
/// delivered, so losing one delays an alert and never loses it.
enum CourierSignal: Sendable {
    /// Read the outbox again for everyone on this network.
    case sweep
    /// `nick` is online and logged in to `account`, as of now.
    case seen(nick: String, account: String)
    /// A new connection: the server forgot what we were watching.
    case reconnected
}
