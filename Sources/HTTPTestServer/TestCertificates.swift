import Foundation
import IRCTestNetwork

/// A disposable CA, a server certificate it signed for localhost only (so https://127.0.0.1 is the wrong name), and an unrelated
/// second CA (to prove a wrong CA is refused), made with the openssl command in a fresh
/// temporary directory. `make(serverNames:)` signs other names instead: an IP address only, or
/// another host's name with 127.0.0.1 — certificates NIOSSL alone would take for "localhost".
public struct TestCertificates: Sendable {
    public let caFile: String
    public let otherCAFile: String
    public let serverChain: String
    public let serverKey: String

    public struct OpenSSLFailed: Error, CustomStringConvertible {
        public var arguments: [String]
        public var description: String { "openssl \(arguments.joined(separator: " ")) failed" }
    }

    /// `serverNames` is the server certificate's subjectAltName, in openssl's words
    /// ("DNS:localhost", "IP:127.0.0.1", "DNS:db.other.test,IP:127.0.0.1").
    public static func make(serverNames: String = "DNS:localhost") throws -> TestCertificates {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-certs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        let caExtensions = ["-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign"]
        for (name, subject) in [("ca", "/CN=Townhall Sync Test CA"), ("other-ca", "/CN=Unrelated Test CA")] {
            try openssl(["req", "-x509"] + key + ["-keyout", path("\(name).key"), "-out", path("\(name).pem"),
                         "-days", "2", "-subj", subject] + caExtensions)
        }
        try openssl(["req"] + key + ["-keyout", path("server.key"), "-out", path("server.csr"), "-subj", "/CN=localhost"])
        try """
            basicConstraints=critical,CA:FALSE
            keyUsage=critical,digitalSignature
            extendedKeyUsage=serverAuth
            subjectAltName=\(serverNames)

            """.write(toFile: path("server.ext"), atomically: true, encoding: .utf8)
        try openssl(["x509", "-req", "-in", path("server.csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
                     "-CAcreateserial", "-out", path("server.pem"), "-days", "2", "-extfile", path("server.ext")])
        let chain = try String(contentsOfFile: path("server.pem"), encoding: .utf8)
            + String(contentsOfFile: path("ca.pem"), encoding: .utf8)
        try chain.write(toFile: path("server-chain.pem"), atomically: true, encoding: .utf8)
        return TestCertificates(caFile: path("ca.pem"), otherCAFile: path("other-ca.pem"),
                                serverChain: path("server-chain.pem"), serverKey: path("server.key"))
    }

    private static func openssl(_ arguments: [String]) throws {
        // Not Foundation's `Process`: see `ChildProcess`.
        let status = try ChildProcess.run("openssl", arguments: arguments, environment: ProcessInfo.processInfo.environment)
        guard status == 0 else { throw OpenSSLFailed(arguments: arguments) }
    }
}
