/// A connection pooler between the bot and PostgreSQL, named by the URL's `pooler=` parameter.
///
/// In transaction pooling (pgbouncer's `pool_mode = transaction`) a client connection has a
/// server session only for the length of one transaction: the next transaction may run on a
/// session another client used a moment ago, and what one transaction left in its session (a
/// `SET`, a named prepared statement, a session advisory lock, `LISTEN`, a temporary table) is
/// met by whoever gets that session next. The engine keeps no such state: every statement goes
/// as postgres-nio's unnamed statement, parsed, bound and run in one message batch; isolation is
/// given in each `BEGIN`; leases are rows, not advisory locks. Naming the pooler makes that a
/// checked promise: each statement is looked at before it is sent (`SessionStateCheck`), and one
/// that would leave state behind is refused with a line naming it, instead of reaching a server
/// session another bot process shares.
public enum PostgresPooler: String, Sendable, Equatable, CaseIterable {
    case pgbouncer
}
