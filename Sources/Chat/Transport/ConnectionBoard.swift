/// Supplied by the app for `admin status`: where each served network's connection stands, as the
/// transports last told their `ConnectionListener`.
public protocol ConnectionBoard: Sendable {
    func connectionStates() -> [String: ConnectionState]
}
