import Testing
@testable import TownhallApp

/// An IRC network without TLS would send its SASL PLAIN or server password in clear: refused at
/// start unless the host is this machine by address, or the operator says `allow_plaintext: true`.
@Suite("IRC without TLS: passwords only to loopback, or when the operator allows plain text")
struct IRCPlaintextConfigurationTests {
    enum Secret: String, Sendable, CustomStringConvertible {
        case none, sasl, serverPassword
        var yaml: String {
            switch self {
            case .none: ""
            case .sasl: "\n    sasl: {mechanism: PLAIN, account: bot, password: s3cret}"
            case .serverPassword: "\n    server_password: s3cret"
            }
        }
        var description: String { rawValue }
    }

    static func yaml(host: String, tls: Bool, secret: Secret, allowPlaintext: Bool?) -> String {
        """
        database: townhall.sqlite
        networks:
          - name: civicnet
            host: "\(host)"
            tls: \(tls)
            nick: townhall\(secret.yaml)\(allowPlaintext.map { "\n    allow_plaintext: \($0)" } ?? "")
        """
    }

    @Test("refused: a password in plain text to a host that is not this machine's address", arguments: [
        ("irc.example.org", Secret.sasl),
        ("irc.example.org", .serverPassword),
        ("127.db.example.com", .sasl),          // a name that starts like an address is still a name
        ("127.0.0.1.example.org", .serverPassword),
        ("localhost.example.org", .sasl),
        ("128.0.0.1", .sasl),
        ("10.0.0.5", .sasl),
        ("::2", .serverPassword),
    ])
    func refused(host: String, secret: Secret) {
        #expect {
            _ = try ConfigurationLoader.parse(yaml: Self.yaml(host: host, tls: false, secret: secret, allowPlaintext: nil))
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            let text = error.description
            return error.key == "networks[0].tls" && text.contains("'civicnet'") && text.contains(host)
                && text.contains("allow_plaintext: true") && !text.contains("s3cret")
                && !text.contains(where: \.isNewline)
        }
    }

    @Test("accepted: TLS, loopback by address, no password, or plain text allowed by the operator", arguments: [
        ("irc.example.org", true, Secret.sasl, Bool?.none),
        ("irc.example.org", false, .none, nil),
        ("127.0.0.1", false, .sasl, nil),
        ("127.4.5.6", false, .serverPassword, nil),
        ("localhost", false, .sasl, nil),
        ("LOCALHOST", false, .sasl, nil),
        ("::1", false, .serverPassword, nil),
        ("[::1]", false, .sasl, nil),
        ("::ffff:127.0.0.1", false, .sasl, nil),
        ("irc.example.org", false, .sasl, true),
        ("10.0.0.5", false, .serverPassword, true),
    ])
    func accepted(host: String, tls: Bool, secret: Secret, allowPlaintext: Bool?) throws {
        let config = try ConfigurationLoader.parse(yaml: Self.yaml(host: host, tls: tls, secret: secret, allowPlaintext: allowPlaintext))
        #expect(config.networks.first?.irc?.host == host)
    }

    @Test("allow_plaintext: false is the default, written or not")
    func explicitFalseIsRefusedToo() {
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.parse(yaml: Self.yaml(host: "irc.example.org", tls: false, secret: .sasl, allowPlaintext: false))
        }
    }
}
