import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SQLite files of Townhall are readable by their owner only (mode 0600), whatever the umask:
/// they hold people's emails, ZIP codes and letters. SQLite gives a database's `-wal`, `-shm`
/// and `-journal` files the mode of the database file itself, so setting it on the main file
/// before SQLite opens it covers them all.
///
/// A file that exists already is tightened too (group and others lose every permission, the
/// owner's stay): an operator who made it 0644 — or an older Townhall under umask 022 — would
/// otherwise keep personal data readable by every local user. If that is not ours to change
/// (another owner), the open goes on and SQLite decides.
enum PrivateDatabaseFile {
    static let mode: mode_t = 0o600

    /// Creates `path` empty with mode 0600 when it does not exist; otherwise tightens it and
    /// the WAL and shared-memory files beside it.
    static func prepare(_ path: String) throws {
        if try createNew(path) { return }
        for file in [path, path + "-wal", path + "-shm"] {
            tighten(file)
        }
    }

    /// Creates `path` empty with mode 0600; false when something is there already (nothing is
    /// changed then). Exclusive creation, so there is no window between a check and the create.
    static func createNew(_ path: String) throws -> Bool {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw StorageError.cannotOpenDatabase("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        // the umask may have taken bits off the owner's (umask 0277): set the mode outright
        guard fchmod(descriptor, mode) == 0 else {
            throw StorageError.cannotOpenDatabase("cannot make \(path) private (mode 600): \(String(cString: strerror(errno)))")
        }
        return true
    }

    /// Takes every permission from group and others on an existing file; absent files are left.
    private static func tighten(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o077 != 0 else { return }
        _ = chmod(path, status.st_mode & 0o700)
    }
}
