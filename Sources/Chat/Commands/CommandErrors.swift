/// Thrown by a command called with wrong arguments: the core answers "Usage: <spec.usage>",
/// preceded by `reason` when there is one ("ZIP codes have 5 digits — usage: zip <code>").
public struct UsageError: Error, Sendable, Hashable {
    public var reason: String?
    public init(_ reason: String? = nil) { self.reason = reason }
}

/// Thrown for a refusal the user should read as is ("no member named Smithx").
/// Nothing the command started should be half-done when it throws this.
public struct CommandFailure: Error, Sendable, Hashable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
