import Foundation
import HTTPTestServer
@testable import MatrixClient
import NIOCore
import Testing

/// The bot's own HTTP/1.1 client (`MatrixHTTPClient`) against a real HTTP server: keep-alive
/// connections reused, a bounded number of them, and every way an exchange can break ending in
/// one line with the connection dropped, not reused for the next request.
@Suite("Matrix HTTP client: keep-alive connections, a bounded pool, exchanges that break")
struct MatrixHTTPClientTests {
    static let path = "/_matrix/client/v3/account/whoami"
    static let answer = Array(#"{"user_id":"@bot:localhost"}"#.utf8)

    /// A server serving `answer` at `path` (unless `serving` is false), a client of it, and both
    /// stopped afterwards.
    private func withClient(serving: Bool = true, _ body: (TestFileServer, MatrixAPI) async throws -> Void) async throws {
        let server = try await TestFileServer.start()
        if serving { server.serve(bytes: Self.answer, at: Self.path) }
        let api = try MatrixAPI(homeserver: server.baseURL, caFile: nil)
        do { try await body(server, api) } catch {
            await api.shutdown()
            try await server.shutdown()
            throw error
        }
        await api.shutdown()
        try await server.shutdown()
    }

    /// `path`'s answer as the client read it.
    private func whoami(_ api: MatrixAPI) async throws -> String? {
        try await api.call(.GET, Self.path)["user_id"]?.string
    }

    @Test("requests one after another share one connection")
    func keepAlive() async throws {
        try await withClient { server, api in
            for _ in 1...10 {
                let answered = try await whoami(api)
                #expect(answered == "@bot:localhost")
            }
            #expect(server.requests.count == 10)
            #expect(server.connectionsAccepted == 1)
        }
    }

    @Test("over HTTPS, with a certificate from a trusted CA naming the host: answered, on one connection kept open")
    func https() async throws {
        let certificates = try TestCertificates.make()
        let server = try await TestFileServer.start(tls: (certificates.serverChain, certificates.serverKey))
        server.serve(bytes: Self.answer, at: Self.path)
        let api = try MatrixAPI(homeserver: server.baseURL, caFile: certificates.caFile)
        for _ in 1...3 {
            let answered = try await whoami(api)
            #expect(answered == "@bot:localhost")
        }
        #expect(server.connectionsAccepted == 1)
        // without the CA the same server is not trusted, and gets no request
        let untrusting = try MatrixAPI(homeserver: server.baseURL, caFile: nil)
        await #expect(throws: MatrixError.self) { _ = try await whoami(untrusting) }
        #expect(server.requests.count == 3)
        await api.shutdown()
        await untrusting.shutdown()
        try await server.shutdown()
    }

    @Test("forty requests at once are all answered over at most maxConnections connections")
    func bounded() async throws {
        try await withClient { server, api in
            let answered = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 1...40 { group.addTask { try await whoami(api) } }
                return try await group.reduce(into: [String?]()) { $0.append($1) }
            }
            #expect(answered.count == 40)
            #expect(answered.allSatisfy { $0 == "@bot:localhost" })
            #expect(server.requests.count == 40)
            #expect(server.connectionsAccepted <= MatrixHTTPClient.maxConnections)
        }
    }

    @Test("an answer later than the timeout: 'timed out', and the next request goes over a new connection")
    func timeout() async throws {
        try await withClient { server, api in
            _ = try await api.call(.GET, Self.path)
            let gate = server.holdNextRequest(for: Self.path)
            do throws(MatrixError) {
                _ = try await api.call(.GET, Self.path, timeout: .milliseconds(300))
                Issue.record("a held answer came back")
            } catch {
                #expect(error.description == "timed out")
                #expect(error.isTransient)
            }
            gate.open()
            let answered = try await whoami(api)
            #expect(answered == "@bot:localhost")
            #expect(server.connectionsAccepted == 2)
        }
    }

    @Test("a body cut off by the server's close is an error in one line, and the next request is answered")
    func cutOff() async throws {
        try await withClient { server, api in
            server.inject(.cutBody(afterBytes: 5), at: Self.path)
            do throws(MatrixError) {
                _ = try await api.call(.GET, Self.path)
                Issue.record("half an answer was taken")
            } catch {
                #expect(error.description == "the server closed the connection")
                #expect(error.isTransient)
            }
            let answered = try await whoami(api)
            #expect(answered == "@bot:localhost")
        }
    }

    @Test("an error status carries the server's errcode; the connection stays for the next request")
    func errorStatus() async throws {
        try await withClient(serving: false) { server, api in
            do throws(MatrixError) {
                _ = try await api.call(.GET, Self.path)
                Issue.record("a 404 passed")
            } catch {
                if case .status(let status, _, _) = error.kind { #expect(status == 404) } else { Issue.record("\(error)") }
            }
            server.serve(bytes: Self.answer, at: Self.path)
            let answered = try await whoami(api)
            #expect(answered == "@bot:localhost")
            #expect(server.connectionsAccepted == 1)
        }
    }

    @Test("no server listening: 'cannot connect' in one line")
    func refused() async throws {
        let server = try await TestFileServer.start()
        let port = server.port
        try await server.shutdown()
        let api = try MatrixAPI(homeserver: "http://127.0.0.1:\(port)", caFile: nil)
        do {
            _ = try await api.call(.GET, Self.path)
            Issue.record("a closed port answered")
        } catch {
            #expect(error.description.hasPrefix("cannot connect"), "\(error)")
            #expect(!error.description.contains("\n"))
            #expect(error.isTransient)
        }
        await api.shutdown()
    }

    @Test("a cancelled request ends at once, and the client goes on", .timeLimit(.minutes(1)))
    func cancelled() async throws {
        try await withClient { server, api in
            let gate = server.holdNextRequest(for: Self.path)
            let waiting = Task { try await api.call(.GET, Self.path, timeout: .seconds(600)) }
            try await gate.arrival()
            waiting.cancel()
            await #expect(throws: MatrixError.self) { _ = try await waiting.value }
            gate.open()
            let answered = try await whoami(api)
            #expect(answered == "@bot:localhost")
        }
    }

    @Test("shut down: a request in flight fails at once, and a new one is refused", .timeLimit(.minutes(1)))
    func shutDown() async throws {
        try await withClient { server, api in
            let gate = server.holdNextRequest(for: Self.path)
            let waiting = Task { try await api.call(.GET, Self.path, timeout: .seconds(600)) }
            try await gate.arrival()
            await api.shutdown()
            await #expect(throws: MatrixError.self) { _ = try await waiting.value }
            do throws(MatrixError) {
                _ = try await api.call(.GET, Self.path)
                Issue.record("a request went out after the shutdown")
            } catch {
                #expect(error.description == "the Matrix client was shut down")
            }
            gate.open()
            #expect(server.requests.count == 1)
        }
    }

    @Test("homeserver URLs: the host, the port, the Host header and a path prefix", arguments: [
        ("https://matrix.example.org", "matrix.example.org", 443, true, "matrix.example.org", ""),
        ("http://127.0.0.1:8008/", "127.0.0.1", 8008, false, "127.0.0.1:8008", ""),
        ("https://example.org:8448/matrix/", "example.org", 8448, true, "example.org:8448", "/matrix"),
        ("http://[::1]:8008", "::1", 8008, false, "[::1]:8008", ""),
    ])
    func endpoint(url: String, host: String, port: Int, tls: Bool, hostHeader: String, prefix: String) throws {
        let endpoint = try MatrixHTTPEndpoint(homeserver: url)
        #expect(endpoint.host == host)
        #expect(endpoint.port == port)
        #expect(endpoint.usesTLS == tls)
        #expect(endpoint.hostHeader == hostHeader)
        #expect(endpoint.pathPrefix == prefix)
    }

    @Test("a homeserver that is no http(s) URL is refused in one line", arguments: ["matrix.example.org", "ftp://example.org", ""])
    func notAURL(url: String) {
        #expect(throws: MatrixError.self) { _ = try MatrixHTTPEndpoint(homeserver: url) }
    }
}
