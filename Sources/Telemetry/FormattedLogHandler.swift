import Logging

/// The handler the executable bootstraps: standard error, in the format `LogFormat.current`
/// names at the moment of each line. Text goes through swift-log's `StreamLogHandler` unchanged;
/// JSON through `JSONLogLine`.
public struct FormattedLogHandler: LogHandler {
    private var text: StreamLogHandler
    private let label: String

    public init(label: String) {
        self.label = label
        text = StreamLogHandler.standardError(label: label)
    }

    public var metadataProvider: Logger.MetadataProvider? {
        get { text.metadataProvider }
        set { text.metadataProvider = newValue }
    }

    public var metadata: Logger.Metadata {
        get { text.metadata }
        set { text.metadata = newValue }
    }

    public var logLevel: Logger.Level {
        get { text.logLevel }
        set { text.logLevel = newValue }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { text.metadata[key] }
        set { text.metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        guard LogFormat.current == .json else {
            text.log(event: event)
            return
        }
        // The same precedence as the text lines: the handler's metadata, then the provider's,
        // then the line's own.
        var merged = text.metadata
        if let provided = text.metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let own = event.metadata { merged.merge(own) { _, new in new } }
        JSONLogLine.writeToStandardError(JSONLogLine.render(
            level: event.level, label: label, message: event.message.description, metadata: merged))
    }
}
