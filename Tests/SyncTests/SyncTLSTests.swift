import Foundation
import HTTPTestServer
import Storage
import Sync
import Testing
import TownhallApp

/// HTTPS on loopback with a disposable CA: verification is on, so only the right CA works.
@Suite("Sync over HTTPS")
struct SyncTLSTests {
    @Test func theConfiguredCAIsTrustedAndNothingElseIs() async throws {
        let certificates = try TestCertificates.make()
        var harness = try await SyncHarness.start(tls: certificates)
        #expect(harness.server.baseURL.hasPrefix("https://localhost:"))

        // No extra CA: the system roots do not know the test CA.
        let untrusted = try #require(try await harness.sync(only: ["legislators"])["legislators"])
        #expect(untrusted.failureLine?.contains("refused localhost: TLS verification failed") == true,
                "\(untrusted.failureLine ?? "")")
        // The wrong CA is refused the same way, and nothing is retried or imported.
        harness.configuration.caFile = certificates.otherCAFile
        let wrong = try #require(try await harness.sync(only: ["legislators"])["legislators"])
        #expect(wrong.failureLine?.contains("TLS verification failed") == true)
        #expect(try await harness.database().reading { try $0.memberCount() } == 0)
        #expect(harness.server.requests.isEmpty)

        harness.configuration.caFile = certificates.caFile
        let trusted = try #require(try await harness.sync(only: ["legislators"])["legislators"])
        #expect(trusted.succeeded, "\(trusted.failureLine ?? "")")
        #expect(try await harness.database().reading { try $0.memberCount() } == 537)
        try await harness.server.shutdown()
    }

    @Test func anUnreadableCAFileStopsTheRunBeforeAnyRequest() async throws {
        var harness = try await SyncHarness.start()
        harness.configuration.caFile = "/nonexistent/ca.pem"
        await #expect(throws: SyncFailure(.other("cannot read the CA file /nonexistent/ca.pem (no PEM certificates there)"))) {
            try await harness.sync()
        }
        #expect(harness.server.requests.isEmpty)
        try await harness.server.shutdown()
    }

    @Test func aRedirectFromHTTPSToPlainHTTPIsRefused() async throws {
        let certificates = try TestCertificates.make()
        var harness = try await SyncHarness.start(tls: certificates)
        harness.configuration.caFile = certificates.caFile
        harness.server.redirect(SyncHarness.legislatorsPath, to: "http://127.0.0.1:9/legislators-current.yaml")
        let report = try #require(try await harness.sync(only: ["legislators"])["legislators"])
        #expect(report.failureLine?.hasSuffix(
            "redirected to http://127.0.0.1:9/legislators-current.yaml: refused to leave https — nothing changed, will retry next run")
            == true, "\(report.failureLine ?? "")")
        try await harness.server.shutdown()
    }

    /// Certificates from the trusted CA that do not name "localhost": NIOSSL alone accepts them
    /// for https://localhost because they name 127.0.0.1, the address it reached — so before
    /// the fetcher checked the DNS name itself, the download went ahead and was imported.
    @Test("A certificate for the address only, or for another name and the address, is refused for https://localhost",
          arguments: ["IP:127.0.0.1", "DNS:files.other.test,IP:127.0.0.1"])
    func aCertificateWithoutTheHostNameIsRefused(names: String) async throws {
        let certificates = try TestCertificates.make(serverNames: names)
        var harness = try await SyncHarness.start(tls: certificates)
        harness.configuration.caFile = certificates.caFile
        #expect(harness.server.baseURL.hasPrefix("https://localhost:"))
        let report = try #require(try await harness.sync(only: ["legislators"])["legislators"])
        #expect(report.failureLine?.contains("refused localhost: TLS verification failed") == true
                    && report.failureLine?.contains("the certificate is not for this host name") == true,
                "\(report.failureLine ?? "")")
        #expect(harness.server.requests.isEmpty)  // no request went out on that connection
        #expect(try await harness.database().reading { try $0.memberCount() } == 0)
        // the same server reached by its address is the one its certificate names
        let url = "https://127.0.0.1:\(harness.server.port)\(SyncHarness.legislatorsPath)"
        harness.configuration.sources = [SyncSource(name: "legislators", kind: .legislators, location: .files([url]))]
        let byAddress = try #require(try await harness.sync()["legislators"])
        #expect(byAddress.succeeded, "\(byAddress.failureLine ?? "")")
        try await harness.server.shutdown()
    }

    @Test func aCertificateForAnotherNameIsRefused() async throws {
        let certificates = try TestCertificates.make()
        var harness = try await SyncHarness.start(tls: certificates)
        harness.configuration.caFile = certificates.caFile
        // The certificate names localhost only; 127.0.0.1 reaches the same server under another name.
        let url = "https://127.0.0.1:\(harness.server.port)\(SyncHarness.legislatorsPath)"
        harness.configuration.sources = [SyncSource(name: "legislators", kind: .legislators, location: .files([url]))]
        let report = try #require(try await harness.sync()["legislators"])
        #expect(report.failureLine?.contains("refused 127.0.0.1: TLS verification failed") == true,
                "\(report.failureLine ?? "")")
        try await harness.server.shutdown()
    }
}
