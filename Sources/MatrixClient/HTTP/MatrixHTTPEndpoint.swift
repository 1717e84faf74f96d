import Foundation

/// Where a homeserver's Client-Server API is reached, read once from its base URL
/// (`https://matrix.example.org`, `http://127.0.0.1:8008`, or with a path the API lives under).
struct MatrixHTTPEndpoint: Sendable, Hashable {
    /// The host to connect to: a DNS name or an address (without an IPv6 address's brackets).
    let host: String
    let port: Int
    let usesTLS: Bool
    /// The request's `Host` header: the host (bracketed when IPv6), with the port when it is not
    /// the scheme's own.
    let hostHeader: String
    /// What the base URL's path adds before each API path ("" for most homeservers).
    let pathPrefix: String

    init(homeserver: String) throws(MatrixError) {
        guard let url = URL(string: homeserver), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else {
            throw MatrixError(.transport("the homeserver \(homeserver) is not an http:// or https:// URL"))
        }
        usesTLS = scheme == "https"
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.host = bare
        let defaultPort = usesTLS ? 443 : 80
        port = url.port ?? defaultPort
        let named = bare.contains(":") ? "[\(bare)]" : bare
        hostHeader = port == defaultPort ? named : "\(named):\(port)"
        var path = url.path
        while path.hasSuffix("/") { path.removeLast() }
        pathPrefix = path
    }
}
