import Foundation
import IRCTestNetwork
import PostgresTestServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The test servers' stop watchers (`stop_when_gone`, scripts/ircnet/common.sh): a run that ends
/// stops the server it asked for, but not one that a later run found running and kept. Two
/// `swift test` runs back to back failed the second with "start.sh failed" when the first one's
/// watcher stopped the PostgreSQL server the second had just been told was running. Real
/// scripts and a real server, on a port and folder of this test's own; the runs are `sleep`s.
@Suite("Test servers' stop watchers")
struct StopWatcherTests {
    let paths = TestServerPaths(kind: "postgres", name: "watchers")
    let port = PostgresTestServer.shared.port + 8

    @Test func aServerKeptByALaterRunOutlivesTheRunThatAskedForItFirst() async throws {
        let first = try ChildProcess.spawn("/bin/sleep", arguments: ["600"], environment: [:])
        let second = try ChildProcess.spawn("/bin/sleep", arguments: ["600"], environment: [:])
        defer {
            first.send(SIGKILL)
            second.send(SIGKILL)
            _ = try? ChildProcess.run("/bin/bash", arguments: [paths.script("stop.sh"), paths.directory],
                                      environment: ProcessInfo.processInfo.environment)
        }
        try await start(for: first)
        let firstWatcher = try watcher(of: first)
        first.send(SIGKILL)
        _ = first.waitUntilExit()
        // at once, before the first run's watcher (which looks every 2 s) has seen it end
        try await start(for: second)
        let secondWatcher = try watcher(of: second)
        try await waitUntilGone(firstWatcher)
        #expect(serverAnswers(), "the first run's watcher stopped the server the second run kept")

        second.send(SIGKILL)
        _ = second.waitUntilExit()
        try await waitUntilGone(secondWatcher)
        #expect(!serverAnswers(), "the last run's watcher left the server running")
        #expect(!FileManager.default.fileExists(atPath: paths.directory + "/datadir"))
    }

    private func start(for run: ChildProcess) async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["POSTGRES_PORT"] = "\(port)"
        environment["POSTGRES_FSYNC"] = "off"
        environment["TOWNHALL_WATCH_PID"] = "\(run.pid)"
        try await ScriptProcess.run(paths.script("start.sh"), arguments: [paths.directory], environment: environment,
                                    missing: "can apt-get install postgresql (bash scripts/test.sh does)?")
    }

    /// The watcher `start.sh` left for `run` (its PID is in a mark in the server's folder).
    private func watcher(of run: ChildProcess) throws -> pid_t {
        let mark = paths.directory + "/.watcher-\(run.pid)-stop.pid"
        let text = try String(contentsOfFile: mark, encoding: .utf8)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), "no PID in \(mark)")
    }

    /// Waits until process `pid` is gone (a watcher is not this process's child: its exit is
    /// seen as `kill(pid, 0)` failing), for at most 30 s.
    private func waitUntilGone(_ pid: pid_t) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while kill(pid, 0) == 0 {
            guard ContinuousClock.now < deadline else {
                Issue.record("watcher \(pid) still running after 30 s")
                return
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Whether something accepts connections on the server's port.
    private func serverAnswers() -> Bool {
        (try? ChildProcess.run("/bin/bash", arguments: ["-c", "exec 3<>/dev/tcp/127.0.0.1/\(port)"], environment: [:])) == 0
    }
}
