/// The `notifications:` section: how the outbox reaches people.
public struct NotificationsConfiguration: Sendable, Equatable, ConfigurationSection {
    /// Messages one person may receive at once...
    public var perPersonBurst = 5
    /// ...then one more every this many seconds; the rest wait in the outbox, never dropped.
    public var perPersonIntervalSeconds = 60.0
    /// How often the outbox is checked for people who are reachable (new rows from another
    /// process, paced messages whose turn has come). Reaching someone who joins or speaks is immediate.
    public var pollSeconds = 5.0
    /// At most this many offline recipients are watched with MONITOR (the network caps the list).
    public var monitorLimit = 100

    public init() {}

    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError) {
        perPersonBurst = try section.int("per_person_burst", in: 1...100) ?? perPersonBurst
        perPersonIntervalSeconds = try section.double("per_person_interval_seconds", in: 0...86_400)
            ?? perPersonIntervalSeconds
        pollSeconds = try section.double("poll_seconds", in: 0.1...3_600) ?? pollSeconds
        monitorLimit = try section.int("monitor_limit", in: 0...10_000) ?? monitorLimit
    }
}
