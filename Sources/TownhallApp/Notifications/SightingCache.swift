import Foundation

/// What a courier remembers about the people it has seen, so that a sighting costs a database
/// write only when it changes something: the nick each account last used (written for MONITOR
/// after a restart), the accounts that have no row yet, and who has something waiting. It keeps
/// `settled` true to that state, for the courier's lock-free check.
///
/// The nick and missing-row caches are kept true by this process's counts of account creations
/// and forgets, which do not see another process on the same database (the other half of a
/// failover pair for this network, on PostgreSQL or the same SQLite file): an account it creates
/// would stay "missing" here, and a nick cached before it forgot the account would never be
/// written again. So both are dropped every `lifetime` (`expire`): at worst one more nick write
/// per person seen in that time. The outbox needs no such care: `awaiting` is read again at each
/// sweep and every delivery claims its rows.
struct SightingCache {
    static let missingAccountsLimit = 10_000

    let settled = SettledSightings()
    let lifetime: TimeInterval
    /// Folded account → nick last written, as of `recordedAsOfForgets` forgets: a forgotten
    /// account's row is gone with its nick, and when the person comes back it must be written again.
    private var recordedNicks: [String: String] = [:]
    private var recordedAsOfForgets = 0
    /// Folded accounts found missing → the count of account creations when they were: someone who
    /// never wrote anything has no account row, and asking again on each of their commands (a
    /// write transaction) cost more than the command itself. Asked again once an account was created.
    private var missingAccounts: [String: Int] = [:]
    /// Folded accounts with something waiting, as of the last sweep.
    private(set) var awaiting: Set<String> = []
    /// When the caches were last dropped whole.
    private var since: Date?

    init(lifetime: TimeInterval) {
        self.lifetime = lifetime
    }

    /// Whether `nick` of folded account `key` must be written: not when it is already recorded
    /// (as of `forgets`) or the account was found missing as of `created`.
    mutating func needsRecording(_ nick: String, of key: String, forgets: Int, created: Int) -> Bool {
        if forgets != recordedAsOfForgets {
            recordedNicks.removeAll()
            recordedAsOfForgets = forgets
        }
        return recordedNicks[key] != nick && missingAccounts[key] != created
    }

    /// `nick` was written for folded account `key`.
    mutating func recorded(_ nick: String, of key: String) {
        recordedNicks[key] = nick
        missingAccounts[key] = nil
        resettle(key)
    }

    /// Folded account `key` has no row as of `created` account creations.
    mutating func missing(_ key: String, asOf created: Int) {
        if missingAccounts.count >= Self.missingAccountsLimit {
            for key in missingAccounts.keys { settled.set(key, nil) }
            missingAccounts.removeAll()
        }
        missingAccounts[key] = created
        resettle(key)
    }

    /// Replaces who has something waiting; returns who had before.
    mutating func setAwaiting(_ keys: Set<String>) -> Set<String> {
        let before = awaiting
        awaiting = keys
        for key in before.symmetricDifference(keys) { resettle(key) }
        return before
    }

    /// Folded account `key` has nothing left waiting.
    mutating func delivered(_ key: String) {
        awaiting.remove(key)
        resettle(key)
    }

    /// Drops the nick and missing-row caches whole once `lifetime` has passed since they last were.
    mutating func expire(at date: Date) {
        if let since, date.timeIntervalSince(since) < lifetime { return }
        if since != nil {
            recordedNicks.removeAll()
            missingAccounts.removeAll()
            settled.removeAll()
        }
        since = date
    }

    /// Brings `settled` up to date for folded account `key`.
    private func resettle(_ key: String) {
        let entry: SettledSightings.Entry? = if awaiting.contains(key) {
            nil
        } else if let nick = recordedNicks[key] {
            .recorded(nick: nick, asOfForgets: recordedAsOfForgets)
        } else {
            missingAccounts[key].map { .missing(asOf: $0) }
        }
        settled.set(key, entry)
    }
}
