import SQLStore
import Synchronization

/// How many times this database deleted accounts (`forget me`), bumped inside the deleting
/// transaction. Whoever caches facts about account rows (the notification courier remembers whose
/// nick is already recorded) compares it with the count it saw: once it moved, a row it cached may
/// be gone — and may come back empty, created again by the person's next command.
///
/// Forgetting is rare, so a cache may simply drop everything when the count moves. Like
/// `AccountCreations`, the count is bumped before the commit: a cache may drop entries it could
/// have kept, never keep one it should have dropped. It is this `TownhallDatabase`'s, not the
/// process's: the bot has one, and tests that forget people beside each other do not disturb
/// each other's counts. (Several processes on one PostgreSQL database do not see each other's.)
final class AccountDeletions: Sendable {
    private let count = Atomic<Int>(0)

    func recordOne() {
        count.add(1, ordering: .relaxed)
    }

    var value: Int { count.load(ordering: .relaxed) }
}

extension TownhallDatabase {
    /// Times this database deleted an account (see `AccountDeletions`).
    public var accountsForgotten: Int { accountDeletions.value }
}
