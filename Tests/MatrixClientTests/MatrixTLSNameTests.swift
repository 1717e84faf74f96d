import Foundation
import HTTPTestServer
@testable import MatrixClient
import Testing

/// The homeserver's certificate must carry the homeserver's name. A certificate from a trusted
/// CA for 127.0.0.1 only, or for another name and 127.0.0.1, passes NIOSSL's own check for
/// https://localhost (it names the address reached): before the Matrix client checked the DNS
/// name itself, its requests — with the access token — went to that server.
@Suite("Matrix over HTTPS: the certificate names the homeserver")
struct MatrixTLSNameTests {
    @Test("a certificate without the homeserver's name gets no request, and says why in one line",
          arguments: ["IP:127.0.0.1", "DNS:matrix.other.test,IP:127.0.0.1"])
    func refused(names: String) async throws {
        let certificates = try TestCertificates.make(serverNames: names)
        let server = try await TestFileServer.start(tls: (certificates.serverChain, certificates.serverKey))
        let api = try MatrixAPI(homeserver: "https://localhost:\(server.port)", caFile: certificates.caFile)
        api.setAccessToken("syt_secret_token")
        do {
            _ = try await api.call(.GET, MatrixAPI.path("account", "whoami"))
            Issue.record("\(names): the request went out")
        } catch {
            #expect(error.description.hasPrefix("TLS: the server's certificate is for "), "\(error)")
            #expect(error.description.hasSuffix(", not localhost"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
        #expect(server.requests.isEmpty)
        // reached by the address it names, the same server is the right one: the request arrives
        let byAddress = try MatrixAPI(homeserver: "https://127.0.0.1:\(server.port)", caFile: certificates.caFile)
        await #expect(throws: MatrixError.self) { _ = try await byAddress.call(.GET, MatrixAPI.path("account", "whoami")) }
        #expect(server.requests.count == 1)
        await api.shutdown()
        await byAddress.shutdown()
        try await server.shutdown()
    }
}
