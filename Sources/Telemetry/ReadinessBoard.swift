import Synchronization

/// What `/readyz` answers from: each configured network's connection as its transport last
/// reported it, and a check that the database takes a write. Transports write to it on every
/// change (rarely); the listener reads it per probe.
public final class ReadinessBoard: Sendable {
    /// One network's connection, as a load balancer needs it.
    public enum NetworkState: String, Sendable {
        /// Not yet connected, or connecting again after a drop.
        case connecting
        /// Connected and registered (IRC), or synced (Matrix): commands are read.
        case ready
        /// Lost; the transport is retrying.
        case down
    }

    private let states: Mutex<[String: NetworkState]>
    private let networks: [String]
    /// Nil when the database takes a write; otherwise what went wrong, for the body.
    private let databaseProblem: @Sendable () async -> String?
    /// A database that does not answer a probe in this time is reported not writable.
    private let probeDeadline: Duration

    /// - Parameters:
    ///   - networks: every configured network, in the file's order; each starts `connecting`.
    ///   - probeDeadline: how long `/readyz` waits for the database.
    ///   - databaseProblem: tries a write and says what failed, or nil.
    public init(networks: [String], probeDeadline: Duration = .seconds(2),
                databaseProblem: @escaping @Sendable () async -> String?) {
        self.networks = networks
        self.probeDeadline = probeDeadline
        states = Mutex(Dictionary(uniqueKeysWithValues: networks.map { ($0, NetworkState.connecting) }))
        self.databaseProblem = databaseProblem
    }

    public func set(_ state: NetworkState, network: String) {
        states.withLock { $0[network] = state }
    }

    public func state(of network: String) -> NetworkState? {
        states.withLock { $0[network] }
    }

    /// Whether everything is ready, and one line per network and one for the database.
    public func report() async -> (ready: Bool, body: String) {
        let snapshot = states.withLock { $0 }
        var ready = true
        var lines: [String] = []
        for network in networks {
            let state = snapshot[network] ?? .connecting
            if state != .ready { ready = false }
            lines.append("network \(network): \(state.rawValue)")
        }
        let probe = databaseProblem
        let deadline = probeDeadline
        if let problem = await Deadline.race(deadline, fallback: "no answer within \(deadline)", { await probe() }) {
            ready = false
            lines.append("database: not writable (\(problem))")
        } else {
            lines.append("database: writable")
        }
        return (ready, lines.joined(separator: "\n") + "\n")
    }
}
