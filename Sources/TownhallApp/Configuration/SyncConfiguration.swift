import Sync

/// The `sync:` section: where `townhall sync` fetches official data and how patiently.
public struct SyncConfiguration: Sendable, Equatable, ConfigurationSection {
    public var timeoutSeconds = 30
    public var retries = 3
    public var retryDelaySeconds = 2.0
    public var caFile: String?
    public var userAgent = "Townhall-sync/1 (civic chat bot)"
    public var maxMegabytes = 100
    /// The sources, in the order they are synced (legislators first: votes refer to members);
    /// nil for the built-in ones (`SyncDefaults`).
    public var sources: [SyncSource]?

    public init() {}

    /// The configured sources, or the built-in ones.
    public func resolvedSources() throws -> [SyncSource] {
        try sources ?? SyncDefaults.sources()
    }

    public var fetchSettings: FetchSettings {
        FetchSettings(timeoutSeconds: timeoutSeconds,
                      retry: RetryPolicy(retries: retries, initialDelaySeconds: retryDelaySeconds,
                                         maximumDelaySeconds: max(retryDelaySeconds, 60)),
                      caFile: caFile, userAgent: userAgent, maxBytes: maxMegabytes * 1_048_576)
    }

    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError) {
        timeoutSeconds = try section.int("timeout_seconds", in: 1...3_600) ?? timeoutSeconds
        retries = try section.int("retries", in: 0...20) ?? retries
        retryDelaySeconds = try section.double("retry_delay_seconds", in: 0.001...3_600) ?? retryDelaySeconds
        caFile = try section.string("ca_file")
        userAgent = try section.string("user_agent") ?? userAgent
        maxMegabytes = try section.int("max_megabytes", in: 1...10_000) ?? maxMegabytes
        if let sources = try section.sections("sources") {
            let read = try sources.map { (source) throws(ConfigurationError) in try SyncSourceReader.read(source) }
            self.sources = read
            var names: Set<String> = []
            for (index, source) in read.enumerated() where !names.insert(source.name).inserted {
                throw ConfigurationError(key: "\(section.keyPath("sources"))[\(index)].name",
                                         problem: "'\(source.name)' is used twice")
            }
        }
    }
}
