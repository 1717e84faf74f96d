/// Hears a transport's connection change, for the service's health answers and metrics: the
/// transport says what it knows (connected and registered, synced, lost) and the listener decides
/// what that means to a probe. Called on changes, and on Matrix after each sync (a sync is how a
/// Matrix bot knows it is connected), never per message.
public protocol ConnectionListener: Sendable {
    func connection(_ state: ConnectionState, network: String)
}

/// Where a network's connection stands.
public enum ConnectionState: String, Sendable, CaseIterable {
    /// Connecting, or connected and not yet registered (IRC) or synced (Matrix).
    case connecting
    /// Registered (IRC) or synced (Matrix): commands are read and answered.
    case ready
    /// Lost; the transport retries on its own.
    case down
}
