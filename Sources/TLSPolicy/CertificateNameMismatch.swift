/// A server's certificate chains to a trusted root but does not carry the DNS name asked for.
public struct CertificateNameMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    public var expected: String
    public var names: [String]

    public init(expected: String, names: [String]) {
        self.expected = expected
        self.names = names
    }

    public var description: String {
        "TLS: the server's certificate is for \(names.isEmpty ? "no DNS name" : names.joined(separator: ", ")), not \(expected)"
    }
}
