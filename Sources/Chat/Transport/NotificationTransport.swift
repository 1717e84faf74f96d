/// What the outbox needs from a chat network to reach someone privately. Nicks are addresses
/// only: every decision to send starts from the services account.
public protocol NotificationTransport: Sendable {
    /// Nicks logged in to `account` whose presence the transport tracks live (IRC: people in a
    /// channel with the bot), so a private message to them reaches that account.
    func trackedNicks(loggedInAs account: String) -> [String]
    /// Sends `text` privately to `nick`; returns once it has left, throws if it could not.
    func deliver(_ text: String, to nick: String) async throws
    /// Asks to be told (as a sighting) when these nicks come online, and who they are logged in as.
    func watch(_ nicks: [String]) async
    /// Asks once who `nick` is logged in as now (answered as a sighting).
    func lookUp(_ nick: String) async
}
