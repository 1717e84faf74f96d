import Telemetry

/// The `metrics:` section: where `/metrics`, `/healthz` and `/readyz` are served. Without the
/// section nothing listens; with it, loopback port 9464 unless `listen` names another address
/// (an IP address and port: the operator decides, in writing, whether it leaves this machine).
public struct MetricsConfiguration: Sendable, Equatable, ConfigurationSection {
    /// Nil: no listener.
    public var listen: ListenAddress?

    public init() {}

    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError) {
        listen = .loopbackDefault
        let line = section.peek("listen")?.mark?.line
        guard let text = try section.string("listen") else { return }
        guard let address = ListenAddress(parsing: text) else {
            throw ConfigurationError(key: section.keyPath("listen"), line: line,
                                     problem: "'\(text)' is not an IP address and port, e.g. 127.0.0.1:9464 or [::1]:9464")
        }
        listen = address
    }
}
