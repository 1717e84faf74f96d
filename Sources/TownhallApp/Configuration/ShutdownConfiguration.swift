/// The `shutdown:` section: how long `serve` lets a stop take. On SIGTERM or SIGINT it stops
/// reading commands and gives those already taken `grace_seconds` to be answered (replies written,
/// alerts being sent accepted or given back) before it cuts whatever is left. Ten seconds by
/// default: a command takes milliseconds, and the unit's `TimeoutStopSec=30s` leaves room for the
/// cut-off part too, so a stop does not end in systemd's SIGKILL.
public struct ShutdownConfiguration: Sendable, Equatable, ConfigurationSection {
    public var graceSeconds: Double = 10

    public init() {}

    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError) {
        graceSeconds = try section.double("grace_seconds", in: 0...600) ?? graceSeconds
    }

    /// The grace as the service group takes it.
    var grace: Duration { .milliseconds(Int(graceSeconds * 1000)) }
}
