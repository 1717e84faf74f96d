import Foundation
import HTTPTestServer
import PostgresTestServer
import Testing
@testable import Storage

/// TLS to PostgreSQL for real: a second test server with `ssl=on` and a certificate for
/// `localhost` signed by a disposable CA (made with openssl for this run). A URL that names the
/// CA (`sslrootcert`) connects over TLS; the system's roots, a wrong host name, or an unrelated
/// CA are refused with one line that says it is the certificate.
@Suite("PostgreSQL over TLS")
struct PostgresTLSTests {
    /// One server for the suite (its tests run one after another on it), port +3 of the test port.
    static let setup: Task<(certificates: TestCertificates, info: PostgresTestServer.Info), any Error> = Task {
        let certificates = try TestCertificates.make()
        let server = PostgresTestServer(name: "tls", port: PostgresTestServer.shared.port + 3,
                                        tls: .init(certificateChain: certificates.serverChain, key: certificates.serverKey))
        // a server left running by an earlier run still has that run's certificate
        try await server.stop()
        return (certificates, try await server.info())
    }

    static func url(host: String, _ query: String) async throws -> (url: String, password: String) {
        let (_, info) = try await setup.value
        return ("postgres://townhall@\(host):\(info.port)/townhall?\(query)", info.password)
    }

    @Test("verify-full with the CA in sslrootcert connects, and the connection is encrypted")
    func trustedCA() async throws {
        let ca = try await Self.setup.value.certificates.caFile
        let (url, password) = try await Self.url(host: "localhost", "sslmode=verify-full&sslrootcert=\(ca)")
        let database = try await TownhallDatabase.open(postgres: url, password: password, migrate: false, maxConnections: 1)
        let encrypted = try await database.engine.read { tx in
            try tx.value(Bool.self, "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        }
        try await database.close()
        #expect(encrypted == true)
    }

    @Test("verify-ca checks the chain but not the name: 127.0.0.1 connects with the CA")
    func verifyCAIgnoresName() async throws {
        let ca = try await Self.setup.value.certificates.caFile
        let (url, password) = try await Self.url(host: "127.0.0.1", "sslmode=verify-ca&sslrootcert=\(ca)")
        let database = try await TownhallDatabase.open(postgres: url, password: password, migrate: false, maxConnections: 1)
        try await database.engine.read { tx in try tx.execute("SELECT 1") }
        try await database.close()
    }

    static let refusals: [(name: String, host: String, query: @Sendable (TestCertificates) -> String, says: String)] = [
        ("the system's roots do not know a disposable CA", "localhost", { _ in "sslmode=verify-full" },
         "not trusted"),
        ("an unrelated CA", "localhost", { "sslmode=verify-full&sslrootcert=\($0.otherCAFile)" }, "not trusted"),
        ("a certificate for localhost reached as 127.0.0.1", "127.0.0.1", { "sslmode=verify-full&sslrootcert=\($0.caFile)" },
         "does not name 127.0.0.1"),
    ]

    /// Servers whose certificates, from the same trusted CA, do not carry the name "localhost":
    /// one for the address 127.0.0.1 only, one for another host's name and 127.0.0.1. NIOSSL
    /// alone takes either for "localhost" (it reached 127.0.0.1, which the certificate names), so
    /// before the pool checked the DNS name itself, both connected.
    static let impostors: [String: Task<(certificates: TestCertificates, info: PostgresTestServer.Info), any Error>] = [
        "IP:127.0.0.1": impostor("tls-ip", offset: 5, names: "IP:127.0.0.1"),
        "DNS:db.other.test,IP:127.0.0.1": impostor("tls-other", offset: 6, names: "DNS:db.other.test,IP:127.0.0.1"),
    ]

    static func impostor(_ name: String, offset: Int, names: String)
        -> Task<(certificates: TestCertificates, info: PostgresTestServer.Info), any Error> {
        Task {
            let certificates = try TestCertificates.make(serverNames: names)
            let server = PostgresTestServer(name: name, port: PostgresTestServer.shared.port + offset,
                                            tls: .init(certificateChain: certificates.serverChain, key: certificates.serverKey))
            try await server.stop()
            return (certificates, try await server.info())
        }
    }

    @Test("verify-full to a name needs that name on the certificate; an IP address that matches is not enough",
          arguments: ["IP:127.0.0.1", "DNS:db.other.test,IP:127.0.0.1"])
    func nameNotOnCertificate(names: String) async throws {
        let (certificates, info) = try await #require(Self.impostors[names]).value
        let url = "postgres://townhall@localhost:\(info.port)/townhall?sslmode=verify-full&sslrootcert=\(certificates.caFile)"
        do {
            let database = try await TownhallDatabase.open(postgres: url, password: info.password, migrate: false, maxConnections: 1)
            try await database.close()
            Issue.record("\(names): connected as localhost")
        } catch {
            let line = "\(error)"
            #expect(line.contains("TLS refused: the server's certificate does not name localhost"), "\(line)")
            #expect(!line.contains("\n"), "\(line)")
        }
        // reached by its address, a certificate for that address is the right one
        let byAddress = "postgres://townhall@127.0.0.1:\(info.port)/townhall?sslmode=verify-full&sslrootcert=\(certificates.caFile)"
        let database = try await TownhallDatabase.open(postgres: byAddress, password: info.password, migrate: false, maxConnections: 1)
        let encrypted = try await database.engine.read { tx in
            try tx.value(Bool.self, "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        }
        try await database.close()
        #expect(encrypted == true)
    }

    /// The pool now asks for TLS itself (PostgreSQL's SSLRequest): a server that answers "no"
    /// is refused with one line that says so, and nothing is sent to it in plain text.
    @Test("a server without TLS is refused in one line when the URL wants TLS")
    func serverWithoutTLS() async throws {
        let info = try await PostgresTestServer.shared.info()
        let url = "postgres://townhall@127.0.0.1:\(info.port)/townhall?sslmode=verify-full"
        do {
            let database = try await TownhallDatabase.open(postgres: url, password: info.password, migrate: false, maxConnections: 1)
            try await database.close()
            Issue.record("connected without TLS")
        } catch {
            let line = "\(error)"
            #expect(line.contains("TLS: the server does not accept TLS connections"), "\(line)")
            #expect(!line.contains("\n"), "\(line)")
        }
    }

    @Test("a certificate that does not check out is refused in one line", arguments: refusals.indices)
    func refused(index: Int) async throws {
        let refusal = Self.refusals[index]
        let certificates = try await Self.setup.value.certificates
        let (url, password) = try await Self.url(host: refusal.host, refusal.query(certificates))
        do {
            let database = try await TownhallDatabase.open(postgres: url, password: password, migrate: false, maxConnections: 1)
            try await database.close()
            Issue.record("\(refusal.name): connected")
        } catch {
            let line = "\(error)"
            #expect(line.contains(refusal.says), "\(refusal.name): \(line)")
            #expect(line.contains("TLS"), "\(refusal.name): \(line)")
            #expect(!line.contains("\n"), "\(refusal.name): \(line)")
        }
    }
}
