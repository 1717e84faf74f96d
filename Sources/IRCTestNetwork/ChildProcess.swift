import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A program the test process runs (the `townhall` executable, `openssl`), spawned with
/// posix_spawn rather than Foundation's `Process`.
///
/// Why: on Linux, `Process.run()` of Swift 6.3.1's Foundation counts the open descriptors by
/// reading /proc/self/fd and copies 256 bytes from each directory entry, past the end of the
/// entry; with enough descriptors open an entry sits at the end of the read buffer and the copy
/// faults. A CI run crashed the whole test process so (SIGSEGV in memcpy under `Process.run()`,
/// from `TestCertificates`) once more tests held PostgreSQL connections at once. Upstream fixed
/// it after 6.3.1 (swift-corelibs-foundation pull request 5472).
///
/// The child gets no descriptor of the test process (they are marked close-on-exec first, as
/// `ScriptProcess` does), no blocked or ignored signals (so SIGTERM stops it), and files for
/// its standard input, output and error.
public final class ChildProcess: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let pid: pid_t
    private let exitStatus = Mutex<Int32?>(nil)

    private init(pid: pid_t) {
        self.pid = pid
    }

    /// Starts `executable` with `arguments`, the environment `environment` (whole, not added),
    /// standard input read from `input` (nil: /dev/null) and output and errors appended to the
    /// files `output` and `errors` (nil: /dev/null; created when missing).
    public static func spawn(_ executable: String, arguments: [String], environment: [String: String],
                             input: String? = nil, output: String? = nil, errors: String? = nil) throws -> ChildProcess {
        try spawn(executable, arguments: arguments, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
            for (fd, path) in [(Int32(1), output), (Int32(2), errors)] {
                posix_spawn_file_actions_addopen(&actions, fd, path ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o644)
            }
        }
    }

    /// Starts `executable` as `spawn` does, talking to it through pipes: what the caller writes
    /// to `input` is its standard input, its standard output is read from `output` (at its end
    /// once the child has ended), its errors appended to the file `errors`. For a child that
    /// answers as it goes (a test client driven line by line) rather than once at its end.
    public static func spawnPiped(_ executable: String, arguments: [String], environment: [String: String],
                                  errors: String) throws -> (process: ChildProcess, input: FileHandle, output: FileHandle) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { throw Failure(description: "cannot make a pipe: errno \(errno)") }
        guard pipe(&fromChild) == 0 else {
            toChild.forEach { close($0) }
            throw Failure(description: "cannot make a pipe: errno \(errno)")
        }
        // close-on-exec in every child (`spawn` marks them so too); the dup2 below gives this one
        // plain copies as 0 and 1
        for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let process: ChildProcess
        do {
            process = try spawn(executable, arguments: arguments, environment: environment) { actions in
                posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
                posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
                posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            }
        } catch {
            (toChild + fromChild).forEach { close($0) }
            throw error
        }
        close(toChild[0])
        close(fromChild[1])
        return (process, FileHandle(fileDescriptor: toChild[1], closeOnDealloc: true),
                FileHandle(fileDescriptor: fromChild[0], closeOnDealloc: true))
    }

    private static func spawn(_ executable: String, arguments: [String], environment: [String: String],
                              files: (inout posix_spawn_file_actions_t) -> Void) throws -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        files(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        ScriptProcess.startWithCleanSignals(&attributes)
        ScriptProcess.markInheritedDescriptorsCloseOnExec()

        let cArguments = ([executable] + arguments).map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, executable, &actions, &attributes, cArguments, cEnvironment)
        guard spawned == 0 else {
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        return ChildProcess(pid: pid)
    }

    /// Runs `executable` to its end and returns its exit status (128 + N when signal N ended it).
    @discardableResult
    public static func run(_ executable: String, arguments: [String], environment: [String: String],
                           input: String? = nil, output: String? = nil, errors: String? = nil) throws -> Int32 {
        try spawn(executable, arguments: arguments, environment: environment, input: input, output: output,
                  errors: errors).waitUntilExit()
    }

    /// Blocks until the child has ended; its exit status.
    @discardableResult
    public func waitUntilExit() -> Int32 {
        reap(blocking: true) ?? 0
    }

    public var isRunning: Bool { reap(blocking: false) == nil }

    /// Sends `signal` unless the child was already reaped.
    public func send(_ signal: Int32) {
        if exitStatus.withLock({ $0 }) == nil { _ = Glibc.kill(pid, signal) }
    }

    /// The exit status once the child ended (reaping it), nil while it runs (non-blocking). The
    /// wait happens outside the lock, so `send` is never held up by a blocking wait.
    private func reap(blocking: Bool) -> Int32? {
        if let status = exitStatus.withLock({ $0 }) { return status }
        var raw: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &raw, blocking ? 0 : WNOHANG) } while result == -1 && errno == EINTR
        // Still running, or reaped by another caller (who stored its status).
        guard result == pid else { return exitStatus.withLock { $0 } }
        // The exit status lives in bits 8-15 when the child exited normally.
        let status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        exitStatus.withLock { $0 = status }
        return status
    }
}
