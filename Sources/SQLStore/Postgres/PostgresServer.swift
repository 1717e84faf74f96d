/// One host and port of a PostgreSQL URL. A multi-host URL (`postgres://h1:p1,h2:p2/db`, as libpq
/// and pg_auto_failover's `pg_autoctl show uri` write it) names several, tried in order.
public struct PostgresServer: Sendable, Equatable, CustomStringConvertible {
    /// A name or an address; an IPv6 address without its brackets.
    public var host: String
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `host:port`, an IPv6 address in brackets, as it is written in a URL.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
