import SQLStore
import Synchronization

/// How many account rows this process has inserted, bumped inside the inserting transaction.
/// Someone who found an account missing remembers the count they saw: while it has not moved,
/// no account was created since, and asking the database again would find nothing.
///
/// Bumped before the commit (and also by a transaction that then rolls back), so a reader may
/// ask again when it need not, never the other way round: the writer runs one transaction at a
/// time, so a creation that committed before a reader's own write transaction is seen by it, and
/// one that runs after it bumps the count past what the reader remembered.
enum AccountCreations {
    static let count = Atomic<Int>(0)

    static func recordOne() {
        record(1)
    }

    static func record(_ created: Int) {
        count.add(created, ordering: .relaxed)
    }
}

extension TownhallDatabase {
    /// Account rows inserted by this process so far (see `AccountCreations`).
    public var accountsCreated: Int { AccountCreations.count.load(ordering: .relaxed) }
}
