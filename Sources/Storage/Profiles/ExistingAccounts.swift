import Identity
import Synchronization

/// Accounts this process has seen exist in its PostgreSQL database, so that a batch of upvotes
/// makes ahead (`createAccountsAhead`) only the accounts it has not met yet.
///
/// Why: making accounts ahead looks every account of a batch up, in a transaction of its own,
/// although after a voter's first upvote the row is known to be there: about 3-6 ms of the
/// server's time per batch of 250, and a round trip (`TownhallBenchmark upvotes postgres`, where
/// each voter upvotes three times). Remembering is safe because the batch itself still makes an
/// account it does not find: one deleted since (`forget me`, or by another process) is made again
/// there, exactly as one deleted between the two transactions always was.
///
/// Bounded: past `capacity` names it forgets everything and starts again, so a bot that meets
/// many people keeps about a megabyte for it at most, and then pays one lookup per person again.
final class ExistingAccounts: Sendable {
    static let capacity = 20_000

    private let known = Mutex<Set<AccountIdentity>>([])

    /// Those of `accounts` not seen to exist yet, once each.
    func unknown(among accounts: [AccountIdentity]) -> [AccountIdentity] {
        known.withLock { known in
            var seen: Set<AccountIdentity> = []
            return accounts.filter { !known.contains($0) && seen.insert($0).inserted }
        }
    }

    /// Remembers `accounts` as existing (their rows were made or found by a committed transaction).
    func remember(_ accounts: [AccountIdentity]) {
        known.withLock { known in
            if known.count + accounts.count > Self.capacity { known.removeAll(keepingCapacity: true) }
            known.formUnion(accounts)
        }
    }

    var count: Int { known.withLock { $0.count } }
}
