import Chat

/// The transports' sightings reach the courier as signals.
extension NotificationCourier: SightingListener {
    nonisolated func saw(nick: String, account: String) {
        signal(.seen(nick: nick, account: account))
    }

    nonisolated func reconnected() {
        signal(.reconnected)
    }
}
