import Synchronization

/// How many times this process deleted accounts (`forget me`), bumped inside the deleting
/// transaction. Whoever caches facts about account rows (the notification courier remembers whose
/// nick is already recorded) compares it with the count it saw: once it moved, a row it cached may
/// be gone — and may come back empty, created again by the person's next command.
///
/// Forgetting is rare, so a cache may simply drop everything when the count moves. Like
/// `AccountCreations`, the count is bumped before the commit: a cache may drop entries it could
/// have kept, never keep one it should have dropped.
enum AccountDeletions {
    static let count = Atomic<Int>(0)

    static func recordOne() {
        count.add(1, ordering: .relaxed)
    }
}

extension TownhallDatabase {
    /// Times this process deleted an account (see `AccountDeletions`).
    public var accountsForgotten: Int { AccountDeletions.count.load(ordering: .relaxed) }
}
