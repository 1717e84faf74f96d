import Telemetry

/// The `logging:` section: `format: text` (the default, for a person reading a terminal) or
/// `format: json` (one object per line, for journald or a log shipper).
public struct LoggingConfiguration: Sendable, Equatable, ConfigurationSection {
    public var format = LogFormat.text

    public init() {}

    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError) {
        format = try section.choice("format", of: LogFormat.self) ?? format
    }
}
