import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a shell script to completion and returns its standard output. Public for the other
/// test servers started by scripts (scripts/smtpserver), which need the same care.
///
/// Spawned and reaped by hand (posix_spawn + waitpid on a thread of its own), with output in
/// files rather than pipes: Foundation's `Process` never noticed the exit of a script that
/// had restarted InspIRCd (the daemon inherits the script's descriptors), and the test hung.
public enum ScriptProcess {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// `missing` names what to install when the script fails (it is in the error).
    @discardableResult
    public static func run(_ script: String, arguments: [String], environment: [String: String],
                           missing: String = "are inspircd and atheme-services installed (bash scripts/test.sh installs them)?")
        async throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ircnet-\(UUID().uuidString)").path
        let (outPath, errPath) = (base + ".out", base + ".err")
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        // The wrapper first closes every descriptor it inherited above stderr. Marking them
        // close-on-exec below is not enough alone: another thread of the test process may open a
        // socket between the marking and the spawn, and InspIRCd would keep that one open.
        let closeInherited = #"for fd in /proc/self/fd/*; do fd=${fd##*/}; ((fd > 2)) && eval "exec $fd>&-"; done 2>/dev/null; "#
        let argv = ["/bin/bash", "-c", closeInherited + "exec bash \"$0\" \"$@\" >'\(outPath)' 2>'\(errPath)' </dev/null",
                    script] + arguments
        // The servers' start scripts stop what they started once this process is gone
        // (`stop_when_gone` in scripts/ircnet/common.sh), so a test run that crashes or is killed
        // leaves no server behind.
        var environment = environment
        if environment["TOWNHALL_WATCH_PID"] == nil { environment["TOWNHALL_WATCH_PID"] = "\(getpid())" }
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            Thread.detachNewThread {
                var pid = pid_t()
                let cArgs = argv.map { strdup($0) } + [nil]
                let cEnv = envp.map { strdup($0) } + [nil]
                defer { (cArgs + cEnv).forEach { free($0) } }
                // The test process blocks most signals on its threads (and ignores some); a
                // child inherits both, so InspIRCd and Atheme would ignore stop.sh's TERM and
                // only die by KILL after the grace period. Start the script with none blocked.
                var attributes = posix_spawnattr_t()
                posix_spawnattr_init(&attributes)
                defer { posix_spawnattr_destroy(&attributes) }
                Self.startWithCleanSignals(&attributes)
                // Nor may the servers inherit the test process's own sockets: a listening socket
                // of a test's HTTP server, kept open by InspIRCd after the test closed it, would
                // accept (and never answer) connections meant to be refused.
                Self.markInheritedDescriptorsCloseOnExec()
                let spawned = posix_spawn(&pid, "/bin/bash", nil, &attributes, cArgs, cEnv)
                guard spawned == 0 else {
                    continuation.resume(throwing: Failure(description: "cannot run \(script): errno \(spawned)"))
                    return
                }
                var raw: Int32 = 0
                while waitpid(pid, &raw, 0) == -1, errno == EINTR {}
                // The exit status lives in bits 8-15 when the child exited normally.
                continuation.resume(returning: (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f))
            }
        }
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let error = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            throw Failure(description: """
                \(URL(fileURLWithPath: script).lastPathComponent) failed (exit \(status)); \(missing)
                \(error)
                """)
        }
        return output
    }

    /// The KEY=VALUE lines a start script prints, as a dictionary.
    public static func values(in output: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        return values
    }

    /// Makes a child start with no signal blocked and TERM, INT, HUP, PIPE and CHLD at their
    /// defaults: the test process blocks most signals on its threads and ignores some, and a
    /// child inherits both (it would ignore a TERM meant to stop it).
    static func startWithCleanSignals(_ attributes: inout posix_spawnattr_t) {
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// Sets close-on-exec on every descriptor above stderr (some libraries open theirs without
    /// it), so no child of the test process keeps one open.
    static func markInheritedDescriptorsCloseOnExec() {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for fd in entries.compactMap(Int32.init) where fd > 2 {
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
        }
    }
}
