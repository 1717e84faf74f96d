import Synchronization

/// Finds the statements that leave state in the server session after their transaction ends,
/// which a pooler in transaction mode hands to another client (see `PostgresPooler`). Each text
/// is judged once: features send the same few dozen texts over and over, and the upvote path
/// sends several per upvote.
enum SessionStateCheck {
    /// What `sql` would leave in the session (a phrase for the error), or nil when it leaves
    /// nothing past its transaction.
    static func sessionState(leftBy sql: String) -> String? {
        if let judged = judged.withLock({ $0[sql] }) { return judged }
        let verdict = judge(sql)
        judged.withLock { judged in
            if judged.count >= SQLPlaceholders.cacheLimit { judged.removeAll(keepingCapacity: true) }
            judged[sql] = verdict
        }
        return verdict
    }

    private static let judged = Mutex<[String: String?]>([:])

    /// Session advisory locks last until they are unlocked or the session ends; the `_xact_`
    /// forms end with the transaction and are not matched by these names.
    private static let sessionLockFunctions = ["pg_advisory_lock", "pg_try_advisory_lock", "pg_advisory_unlock"]

    static func judge(_ sql: String) -> String? {
        let words = sql.uppercased().split(whereSeparator: { $0.isWhitespace || $0 == ";" || $0 == "(" }).prefix(8).map(String.init)
        let lowered = sql.lowercased()
        switch words.first {
        case "SET" where !["LOCAL", "TRANSACTION", "CONSTRAINTS"].contains(words.dropFirst().first ?? ""):
            return "a session setting (SET lasts the session; SET LOCAL lasts the transaction)"
        case "RESET", "DISCARD":
            return "a change to the session's settings (\(words[0]))"
        case "PREPARE" where words.dropFirst().first != "TRANSACTION":
            return "a named prepared statement (PREPARE)"
        case "EXECUTE", "DEALLOCATE":
            return "a named prepared statement (\(words[0]))"
        case "LISTEN", "UNLISTEN":
            return "a notification channel (\(words[0]))"
        case "LOAD":
            return "a library loaded into the session (LOAD)"
        case "DECLARE" where lowered.contains(" with hold"):
            return "a cursor kept past the transaction (WITH HOLD)"
        case "CREATE" where words.dropFirst().prefix(2).contains(where: { $0 == "TEMP" || $0 == "TEMPORARY" })
                            && !lowered.contains("on commit drop"):
            return "a temporary table kept past the transaction (add ON COMMIT DROP)"
        default:
            break
        }
        if let function = sessionLockFunctions.first(where: lowered.contains) {
            return "a session advisory lock (\(function); pg_advisory_xact_lock ends with the transaction)"
        }
        if let call = lowered.range(of: "set_config(") {
            let arguments = lowered[call.upperBound...].prefix { $0 != ")" }
            if !arguments.replacingOccurrences(of: " ", with: "").hasSuffix(",true") {
                return "a session setting (set_config without is_local = true)"
            }
        }
        return nil
    }
}
