import Foundation
import Storage

/// Keeps two `townhall sync` runs (an overlapping cron job, a manual run, a run on another
/// machine sharing the PostgreSQL database) off the same database: a lease row in the database
/// itself (`TownhallDatabase.takeLock`), not a file lock, which only one machine would see.
/// The lease lasts `leaseDuration` and a heartbeat renews it every `renewalInterval` while the
/// sync runs; `release()` gives it up at the end. A sync that dies without releasing leaves a
/// lease that simply runs out, and the next run takes it then.
public final class SyncLock: Sendable {
    /// The lock's name in the database.
    public static let name = "townhall sync"
    /// Long enough that a stalled heartbeat (a slow database) rarely loses it, short enough that
    /// the next cron run after a crash is not held up for long.
    public static let leaseDuration: TimeInterval = 10 * 60
    public static let renewalInterval: Duration = .seconds(60)

    public struct Busy: Error, CustomStringConvertible {
        public var holder: String
        public var since: Date
        public var description: String {
            "another townhall sync is running on this database (held by \(holder) since \(since.formatted(.iso8601))); nothing done"
        }
    }

    private let database: TownhallDatabase
    public let lease: LockLease
    private let now: @Sendable () -> Date
    private let heartbeat: Task<Void, Never>

    /// Takes the lock on `database` for `holder`, or throws `Busy` at once, and starts renewing
    /// it every `renewalInterval` (problems go to `note`).
    public static func take(on database: TownhallDatabase, holder: String = SyncLock.thisProcess,
                            now: @escaping @Sendable () -> Date = Date.init,
                            renewalInterval: Duration = SyncLock.renewalInterval,
                            note: @escaping @Sendable (String) -> Void = { _ in }) async throws -> SyncLock {
        switch try await database.takeLock(name, holder: holder, at: now(), for: leaseDuration) {
        case .held(let holder, let since):
            throw Busy(holder: holder, since: since)
        case .taken(let lease):
            return SyncLock(database: database, lease: lease, now: now, renewalInterval: renewalInterval, note: note)
        }
    }

    private init(database: TownhallDatabase, lease: LockLease, now: @escaping @Sendable () -> Date,
                 renewalInterval: Duration, note: @escaping @Sendable (String) -> Void) {
        self.database = database
        self.lease = lease
        self.now = now
        heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: renewalInterval)
                guard !Task.isCancelled else { return }
                do {
                    guard try await database.renewLock(lease, at: now(), for: Self.leaseDuration) else {
                        note("sync: the lock on the database expired and was taken by another run")
                        return
                    }
                } catch {
                    note("sync: cannot renew the lock on the database (it lapses \(Self.leaseDuration / 60) minutes after the last renewal): \(error)")
                }
            }
        }
    }

    /// Moves the lease's end to `leaseDuration` from now, as the heartbeat does. False when the
    /// lease is no longer ours.
    public func renew() async throws -> Bool {
        try await database.renewLock(lease, at: now(), for: Self.leaseDuration)
    }

    /// Stops renewing and gives the lock up, so the next run need not wait for it to expire.
    public func release() async throws {
        heartbeat.cancel()
        try await database.releaseLock(lease)
    }

    deinit { heartbeat.cancel() }

    /// This process as people read it in the Busy line: "HOST pid N".
    public static var thisProcess: String {
        "\(ProcessInfo.processInfo.hostName) pid \(ProcessInfo.processInfo.processIdentifier)"
    }
}
