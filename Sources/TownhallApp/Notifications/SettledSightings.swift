import Synchronization

/// The accounts whose sighting would change nothing: nothing waits for them and their nick is
/// recorded (or their row was missing as of a count of creations). Nearly every command is such
/// a sighting, so the courier's `signal` reads this under a lock, without the actor, and drops
/// them at once: that spares waking the courier (a task and a thread switch) per command.
/// Only `SightingCache` writes it, from the state it keeps.
final class SettledSightings: Sendable {
    enum Entry {
        case recorded(nick: String, asOfForgets: Int)
        case missing(asOf: Int)
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// Whether seeing `nick` of `account` changes nothing, given the database's counts now.
    func isSettled(nick: String, account: String, forgets: Int, created: Int) -> Bool {
        switch entries.withLock({ $0[account.lowercased()] }) {
        case .recorded(let recorded, let asOfForgets): recorded == nick && asOfForgets == forgets
        case .missing(let asOf): asOf == created
        case nil: false
        }
    }

    /// Sets folded account `key`'s entry (nil: a sighting of it must reach the courier).
    func set(_ key: String, _ entry: Entry?) {
        entries.withLock { $0[key] = entry }
    }

    func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}
