import Synchronization

/// How log lines are written to standard error (`logging: { format: … }`): `text`, swift-log's
/// own lines for a person at a terminal (the default), or `json`, one object per line for
/// journald or a log shipper. Chosen once the configuration is read, which is after the
/// executable set up logging: handlers read the choice at each line, so loggers made before
/// (a static one, the configuration reader's) follow it too.
public enum LogFormat: String, Sendable, CaseIterable {
    case text
    case json

    private static let selected = Atomic<Int>(0)

    /// The format every `FormattedLogHandler` writes in from now on.
    public static var current: LogFormat {
        get { selected.load(ordering: .relaxed) == 1 ? .json : .text }
        set { selected.store(newValue == .json ? 1 : 0, ordering: .relaxed) }
    }
}
