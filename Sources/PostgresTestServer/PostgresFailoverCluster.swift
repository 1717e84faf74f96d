import Foundation
import IRCTestNetwork

/// A real pg_auto_failover cluster on loopback for failover tests — a monitor, a primary and a
/// secondary with synchronous replication — started by scripts/postgres/failover-start.sh
/// (Debian's postgresql-15-auto-failover) in a folder of its own under .build. If it cannot
/// start, the tests that need it fail with the script's error; they never skip.
///
/// The cluster is stopped by `stop()`, by scripts/test.sh at the end of a run, and by a watcher
/// the start script leaves behind when the test process is gone (a run that was killed), so no
/// run leaves servers holding the ports.
public actor PostgresFailoverCluster {
    public struct Info: Sendable {
        /// The multi-host URL as Townhall takes it: `pg_autoctl show uri`'s, with the login role
        /// added and its `sslmode=prefer` (which Townhall refuses: it falls back to plain text
        /// silently) made `disable`, as the cluster speaks plain text on loopback.
        public var url: String
        /// What `pg_autoctl show uri` printed for the formation.
        public var shownURI: String
        public var password: String
        /// The two nodes' ports, in the order they joined (the first began as primary).
        public var nodePorts: [Int]
    }

    /// The cluster of a test run: the monitor twenty ports above the shared test server's, the
    /// nodes on the next two, clear of every other test server's ports.
    public static let shared = PostgresFailoverCluster(name: "failover", monitorPort: PostgresTestServer.shared.port + 20)

    public nonisolated let name: String
    public nonisolated let monitorPort: Int
    private var starting = OnDemandStart<Info>()

    public init(name: String, monitorPort: Int) {
        self.name = name
        self.monitorPort = monitorPort
    }

    /// Starts the cluster on first use (a minute or two: three servers, a base backup); later
    /// calls wait for the same start.
    public func info() async throws -> Info {
        try await starting.task { try await self.start() }.value
    }

    /// `pg_autoctl perform failover`: returns once the secondary is the primary and the old
    /// primary its secondary.
    public func performFailover() async throws {
        try await act("failover")
    }

    /// `kill -9` of the primary's postmaster; returns the port it listened on.
    @discardableResult
    public func killPrimaryPostmaster() async throws -> Int {
        try await killPrimary().port
    }

    /// A primary killed: the port it listened on, and when the signal was sent (by the script,
    /// not when this process heard back, so that a gap measured from it starts at the death).
    public struct Kill: Sendable {
        public var port: Int
        public var at: Date
    }

    /// `kill -9` of the primary's postmaster.
    public func killPrimary() async throws -> Kill {
        let values = ScriptProcess.values(in: try await act("kill-primary"))
        guard let port = values["KILLED_PORT"].flatMap(Int.init), let at = values["KILLED_AT"].flatMap(Double.init) else {
            throw ScriptProcess.Failure(description: "failover-act.sh kill-primary printed no KILLED_PORT or KILLED_AT")
        }
        return Kill(port: port, at: Date(timeIntervalSince1970: at))
    }

    /// Whether one node is the primary and the other its secondary, both settled: after a kill,
    /// once the keeper has restarted the dead node and it has rejoined.
    public func isSettled() async throws -> Bool {
        ScriptProcess.values(in: try await act("settled"))["SETTLED"] == "yes"
    }

    /// Stops the secondary applying the WAL it still receives (`pg_wal_replay_pause()`), so it
    /// falls behind while the primary's synchronous commits go on; returns its port.
    @discardableResult
    public func pauseStandbyReplay() async throws -> Int {
        try standbyPort(in: try await act("pause-replay"))
    }

    /// Lets the secondary apply its WAL again (`pg_wal_replay_resume()`).
    public func resumeStandbyReplay() async throws {
        try await act("resume-replay")
    }

    private func standbyPort(in output: String) throws -> Int {
        guard let port = ScriptProcess.values(in: output)["STANDBY_PORT"].flatMap(Int.init) else {
            throw ScriptProcess.Failure(description: "failover-act.sh printed no STANDBY_PORT")
        }
        return port
    }

    /// The port of the node the monitor reports as primary, nil while there is none.
    public func primaryPort() async throws -> Int? {
        ScriptProcess.values(in: try await act("primary"))["PRIMARY_PORT"].flatMap(Int.init)
    }

    /// A failover's moments as the monitor recorded them (its events), not as a poll happened to see them.
    public struct Promotion: Sendable {
        /// The node chosen first reported it had stopped replicating: pg_auto_failover promotes it
        /// only once the old primary is demoted or, dead, its demote timeout has passed, so that
        /// no two nodes ever take writes at once.
        public var stoppedReplication: Date
        /// It first reported itself a primary taking writes.
        public var promoted: Date
    }

    /// The promotion of a node other than the one on `oldPrimaryPort`, reported at or after
    /// `since`; nil until it takes writes.
    public func promotion(since: Date, oldPrimaryPort: Int) async throws -> Promotion? {
        let values = ScriptProcess.values(in: try await act("promoted", String(format: "%.3f", since.timeIntervalSince1970),
                                                            String(oldPrimaryPort)))
        let moment = { (key: String) in values[key].flatMap(Double.init).map(Date.init(timeIntervalSince1970:)) }
        guard let stopped = moment("STOPPED_REPLICATION_AT"), let promoted = moment("PROMOTED_AT") else { return nil }
        return Promotion(stoppedReplication: stopped, promoted: promoted)
    }

    /// The monitor's last state changes and each node's state now, one per line: what a test that
    /// failed prints, so a run on another machine says what the cluster went through.
    public func events() async throws -> String {
        try await act("events")
    }

    /// Stops every server of the cluster and deletes its data.
    public func stop() async throws {
        starting.reset()
        try await ScriptProcess.run(paths.script("failover-stop.sh"), arguments: [paths.directory], environment: environment)
    }

    @discardableResult
    private func act(_ action: String, _ arguments: String...) async throws -> String {
        try await ScriptProcess.run(paths.script("failover-act.sh"), arguments: [paths.directory, action] + arguments,
                                    environment: environment)
    }

    private nonisolated var paths: TestServerPaths { TestServerPaths(kind: "postgres", name: name) }

    private nonisolated var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["FAILOVER_PORT"] = "\(monitorPort)"
        environment["FAILOVER_WATCH_PID"] = "\(ProcessInfo.processInfo.processIdentifier)"
        return environment
    }

    private func start() async throws -> Info {
        let output = try await ScriptProcess.run(
            paths.script("failover-start.sh"), arguments: [paths.directory], environment: environment,
            missing: "can apt-get install postgresql-15-auto-failover (bash scripts/test.sh does)?")
        let values = ScriptProcess.values(in: output)
        guard let shown = values["FAILOVER_URL"], let password = values["POSTGRES_PASSWORD"],
              let ports = values["FAILOVER_PORTS"]?.split(separator: ",").compactMap({ Int($0) }), ports.count == 2 else {
            throw ScriptProcess.Failure(description: "scripts/postgres/failover-start.sh printed no FAILOVER_URL:\n\(output)")
        }
        let url = shown
            .replacingOccurrences(of: "postgres://", with: "postgres://townhall@")
            .replacingOccurrences(of: "sslmode=prefer", with: "sslmode=disable")
        return Info(url: url, shownURI: shown, password: password, nodePorts: ports)
    }
}
