/// Which session the engine keeps among the hosts of a URL (`target_session_attrs`, libpq's
/// parameter). The bot writes on every connection it opens, so only the kinds that land on the
/// server that takes writes are honoured; the kinds that pick a standby are refused when the URL
/// is read, rather than have writes fail with 25006 on every command.
public enum TargetSessionAttributes: String, Sendable, Equatable {
    /// A session whose `transaction_read_only` is off (the default): what a write needs, and
    /// what a standby (or a primary set read-only by its operator) never gives.
    case readWrite = "read-write"
    /// A server that is not in recovery (`pg_is_in_recovery()` false).
    case primary

    /// The values libpq knows that would send the bot's writes to a standby, or to whichever
    /// host answers first.
    static let refused: Set<String> = ["any", "read-only", "standby", "prefer-standby"]

    /// The statement that asks a new session whether it is what this kind wants: its one
    /// answer is "off" or "false" on the right server (`accepts`).
    var check: String {
        switch self {
        case .readWrite: "SHOW transaction_read_only"
        case .primary: "SELECT pg_is_in_recovery()::text"
        }
    }

    func accepts(_ answer: String) -> Bool {
        answer == "off" || answer == "false"
    }

    /// What a server that failed `check` is, for the line that names each host.
    var refusal: String {
        switch self {
        case .readWrite: "is read-only (a standby)"
        case .primary: "is in recovery (a standby)"
        }
    }
}
