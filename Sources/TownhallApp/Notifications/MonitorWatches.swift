/// The nicks on the server's MONITOR list for the current connection, so that someone with
/// alerts waiting who is online outside the bot's channels is reported back when they come (and
/// then sighted). The server forgets the list with the connection, so after a new one every nick
/// is watched again; the connection count comes from `CourierSignals`, which never drops it.
/// The list never grows past the configured limit (servers refuse more).
struct MonitorWatches {
    enum Decision {
        /// Newly on the list: send it to the server.
        case watch
        /// Already on the list.
        case watched
        /// The list is full: not watched.
        case full
    }

    let limit: Int
    /// Folded nicks on the list.
    private var nicks: Set<String> = []
    /// The connection `nicks` belongs to.
    private var connection = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Empties the list if it belongs to an earlier connection than `current`.
    mutating func follow(connection current: Int) {
        guard current != connection else { return }
        connection = current
        nicks.removeAll()
    }

    /// Puts `nick` on the list when there is room.
    mutating func add(_ nick: String) -> Decision {
        let key = nick.lowercased()
        if nicks.contains(key) { return .watched }
        guard nicks.count < limit else { return .full }
        nicks.insert(key)
        return .watch
    }
}
