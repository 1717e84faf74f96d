/// Supplied by the app: `admin reload` re-reads the configuration file and applies what can
/// change while the bot runs.
public protocol ConfigurationReload: Sendable {
    func reload() async -> ReloadOutcome
}

/// What `admin reload` did.
public enum ReloadOutcome: Sendable, Hashable {
    /// The file was read: what changed and was applied, and what changed and waits for a restart,
    /// each as the configuration's key names ("admins", "letters").
    case reloaded(applied: [String], needsRestart: [String])
    /// The file cannot be used; the running configuration stays. The error names the key and line.
    case broken(String)
    /// There is no file to read (the console, scripts).
    case unavailable
}
