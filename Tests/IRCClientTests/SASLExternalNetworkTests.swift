import Foundation
import IRCTestNetwork
import Testing
@testable import IRCClient

/// SASL EXTERNAL against the real network: start.sh registered the fingerprint of
/// `clientCertificate` with NickServ (CERT ADD) for `certAccount`. An extension of the
/// real-network suite, so these run serialized with its server restart.
extension RealNetworkTests {
    @Test("SASL EXTERNAL with a registered client certificate logs in (903, account known)")
    func saslExternal() async throws {
        let net = try await TestNetwork.shared.info()
        let bot = RunningClient.start(net.externalConfiguration(nick: "certbot", certificate: net.clientCertificate))
        let login = try await bot.log.next("SASL EXTERNAL login") {
            if case .loggedIn = $0 { true } else { false }
        }
        #expect(login == .loggedIn(account: net.certAccount))
        try await bot.waitRegistered()
        #expect(bot.client.account == net.certAccount)
        #expect(bot.client.currentNick == "certbot")
        await bot.stop()
    }

    @Test("SASL EXTERNAL with a certificate no account knows fails with 904 and aborts")
    func saslExternalUnknownCertificate() async throws {
        let net = try await TestNetwork.shared.info()
        let bot = RunningClient.start(net.externalConfiguration(nick: "strangerbot", certificate: net.strangerCertificate))
        let error = try await bot.failure()
        guard case .saslFailed(let reason)? = error as? IRCClientError else {
            Issue.record("expected a SASL failure, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("904"))
        #expect((error as? IRCClientError)?.description.hasPrefix("SASL login failed: 904") == true)
        let events = await bot.log.events
        #expect(!events.contains { if case .registered = $0 { true } else { false } })
        #expect(!events.contains { if case .loggedIn = $0 { true } else { false } })
    }
}

extension TestNetwork.Info {
    /// TLS with the test CA, presenting `certificate`, logging in with SASL EXTERNAL (abort on failure).
    func externalConfiguration(nick: String, certificate: TestNetwork.ClientCertificate) -> IRCClientConfiguration {
        var configuration = configuration(nick: nick, sasl: .init(mechanism: .external, onFailure: .abort))
        configuration.clientCertificateFile = certificate.certificateFile
        configuration.clientKeyFile = certificate.keyFile
        return configuration
    }
}
