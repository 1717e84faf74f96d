/// What can go wrong between a feature and an engine, worded for the log (and, for
/// `unreachable`, for the person whose command could not be served).
public enum SQLEngineError: Error, Sendable, Equatable, CustomStringConvertible {
    case noSuchColumn(String, in: [String])
    case wrongType(column: String, expected: String, found: SQLValue)
    /// The server cannot be reached (refused, timed out, or the connection dropped mid-statement).
    case unreachable(String)
    /// The server refused the statement; `sqlState` is its five-character SQLSTATE code.
    case statement(sqlState: String, message: String)
    /// A transaction kept conflicting with others (serialization failures) after every retry.
    case gaveUpAfterConflicts(attempts: Int)
    /// The database URL or its settings are unusable (one line, naming what to fix).
    case configuration(String)
    /// A statement that would leave `state` in a server session that the URL's pooler shares
    /// between clients; refused before it was sent (see `PostgresPooler`).
    case sessionStateThroughPooler(pooler: String, state: String, statement: String)

    public var description: String {
        switch self {
        case .noSuchColumn(let column, let columns):
            "no column \(column) in the result (columns: \(columns.joined(separator: ", ")))"
        case .wrongType(let column, let expected, let found):
            "column \(column) holds \(found), not a \(expected)"
        case .unreachable(let why): "can't reach the database: \(why)"
        case .statement(let state, let message): "the database refused a statement (\(state)): \(message)"
        case .gaveUpAfterConflicts(let attempts):
            "a transaction conflicted with others \(attempts) times in a row; gave up"
        case .configuration(let why): why
        case .sessionStateThroughPooler(let pooler, let state, let statement):
            "refused a statement that would leave \(state) in a session \(pooler) shares with other clients: \(statement.split(whereSeparator: \.isNewline).first ?? "")"
        }
    }
}
