import Foundation

/// One taking of a named lock in the database (see `TownhallDatabase.takeLock`): whoever holds
/// `token` may renew and release it; nobody else can.
public struct LockLease: Sendable, Hashable {
    public var name: String
    /// Who holds it, as people read it ("host pid 123").
    public var holder: String
    /// Tells this taking from any other, even by the same host and pid.
    public var token: String
    public var takenAt: Date
    public var expiresAt: Date
}

/// What trying to take a named lock came to.
public enum LockOutcome: Sendable, Hashable {
    case taken(LockLease)
    /// Someone else holds it, unexpired: who, and since when.
    case held(by: String, since: Date)
}
