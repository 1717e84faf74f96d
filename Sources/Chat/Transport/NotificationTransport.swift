/// What the outbox needs from a chat network to reach someone privately. Nicks are addresses
/// only: every decision to send starts from the services account.
public protocol NotificationTransport: Sendable {
    /// Nicks logged in to `account` whose presence the transport tracks live (IRC: people in a
    /// channel with the bot), so a private message to them reaches that account.
    func trackedNicks(loggedInAs account: String) -> [String]
    /// Sends `text` privately to `nick`; returns once it has left, throws if it could not.
    func deliver(_ text: String, to nick: String) async throws
    /// Sends `text` privately to `nick` as the delivery named `name`, a name that stays the same
    /// at every attempt and after a restart (the outbox row's). A transport whose server drops a
    /// repeated request sends it under that name (Matrix: as its transaction id), so an alert the
    /// server posted while the attempt was cut off before it heard back (a stop's grace ran out,
    /// the connection went) is not posted a second time when it is sent again. The default is
    /// `deliver(_:to:)`: IRC has no such thing.
    func deliver(_ text: String, to nick: String, named name: String) async throws
    /// Asks to be told (as a sighting) when these nicks come online, and who they are logged in as.
    func watch(_ nicks: [String]) async
    /// Asks once who `nick` is logged in as now (answered as a sighting).
    func lookUp(_ nick: String) async
}

extension NotificationTransport {
    public func deliver(_ text: String, to nick: String, named name: String) async throws {
        try await deliver(text, to: nick)
    }
}
