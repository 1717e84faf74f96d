import GRDB

/// What went wrong with the database, as `townhall_database_errors_total` counts it: the kinds an
/// operator acts on differently. `unreachable`: the server is away (PostgreSQL down, failing
/// over, a pooler that lost it; an SQLite file that cannot be opened). `busy`: another writer held
/// a lock too long. `constraint`: a row broke a unique, foreign-key or check rule, which the
/// features' own checks should have prevented. `serialization`: concurrent transactions
/// conflicted (each conflict counts, also those a retry then got through). `other`: anything else
/// the engine refused (a bad statement, a value of the wrong type).
public enum DatabaseErrorKind: String, CaseIterable, Sendable {
    case unreachable
    case busy
    case constraint
    case serialization
    case other

    /// The kind of `error`; nil when it is no engine error (a feature's own error, thrown inside
    /// a transaction to roll it back, is no database error).
    public init?(_ error: any Error) {
        switch error {
        case let error as SQLEngineError: self = Self.kind(of: error)
        case let error as DatabaseError: self = Self.kind(of: error)
        default: return nil
        }
    }

    private static func kind(of error: SQLEngineError) -> DatabaseErrorKind {
        switch error {
        case .unreachable: .unreachable
        case .gaveUpAfterConflicts: .serialization
        case .statement(let state, _) where TransactionRetryPolicy.isConflict(state): .serialization
        // integrity_constraint_violation (unique, foreign key, check, not null)
        case .statement(let state, _) where state.hasPrefix("23"): .constraint
        // lock_not_available, and query_canceled (a lock_timeout or statement_timeout ran out)
        case .statement(let state, _) where state == "55P03" || state == "57014": .busy
        case .statement, .noSuchColumn, .wrongType, .configuration, .sessionStateThroughPooler: .other
        }
    }

    private static func kind(of error: DatabaseError) -> DatabaseErrorKind {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: .busy
        case .SQLITE_CONSTRAINT: .constraint
        case .SQLITE_CANTOPEN: .unreachable
        default: .other
        }
    }
}
