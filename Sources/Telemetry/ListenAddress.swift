import NIOCore

/// Where the metrics and health listener binds: an IP address and a port, as the operator wrote
/// them (`127.0.0.1:9464`, `[::1]:9464`, `0.0.0.0:9464`). A host name is refused: what a name
/// resolves to can change under the operator, and whether the endpoint leaves this machine must
/// be what the file says.
public struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    public var port: Int

    /// The address the listener takes when `metrics:` names none: loopback, Prometheus' usual
    /// exporter port range.
    public static let loopbackDefault = ListenAddress(host: "127.0.0.1", port: 9464)

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `HOST:PORT` with an IPv4 literal, or `[V6]:PORT`; nil for anything else (a name,
    /// a missing or out-of-range port).
    public init?(parsing text: String) {
        let host: Substring
        let portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
            guard !host.contains(":") else { return nil }  // a bare IPv6 address needs brackets
        }
        guard let port = Int(portText), (1...65_535).contains(port),
              (try? SocketAddress(ipAddress: String(host), port: port)) != nil else { return nil }
        self.init(host: String(host), port: port)
    }

    /// The socket address to bind (always an IP literal, so no lookup happens).
    func socketAddress() throws -> SocketAddress {
        try SocketAddress(ipAddress: host, port: port)
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
