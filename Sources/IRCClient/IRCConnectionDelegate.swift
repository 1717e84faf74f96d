/// Where a connection handler reports, from its event loop.
protocol IRCConnectionDelegate: Sendable {
    func emit(_ event: IRCClientEvent)
    func publish(_ snapshot: IRCSessionSnapshot)
    func rememberSTS(port: Int, duration: Duration)
    /// Called once per connection, as soon as the reason it ends is known.
    func connectionEnding(_ end: IRCSessionEnd)
}
