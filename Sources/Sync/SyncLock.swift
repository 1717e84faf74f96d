import Foundation

/// Keeps two `townhall sync` runs (an overlapping cron job, a manual run) off the same database:
/// an exclusive `flock` on `DATABASE.sync-lock`, released when the process ends however it ends.
public final class SyncLock: Sendable {
    private let descriptor: Int32

    public struct Busy: Error, CustomStringConvertible {
        public var path: String
        public var description: String {
            "another townhall sync is running on this database (lock \(path)); nothing done"
        }
    }

    /// Takes the lock for the database at `databasePath`, or throws `Busy` at once.
    public init(databasePath: String) throws {
        let path = databasePath + ".sync-lock"
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw Busy(path: path)
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
