import Testing
@testable import SMTP

/// Drives an `SMTPSession` with reply lines and shows its actions as text:
/// commands as their lines, the others as "<message 0>", "<starttls>", "<close>".
struct SessionScript {
    var session: SMTPSession
    private var parser = SMTPReplyParser()

    static let credentials = SMTPConfiguration.Credentials(username: "bot", password: "secret")

    init(tls: SMTPConfiguration.TLSMode = .starttls, host: String = "smtp.example.org",
         credentials: SMTPConfiguration.Credentials? = SessionScript.credentials, messages: Int = 1,
         recipients: [String] = ["office@senate.test"]) throws {
        let configuration = SMTPConfiguration(host: host, tls: tls, credentials: credentials, heloName: "bot.test")
        let transactions = try (0..<messages).map { index in
            try SMTPTransaction(message: Letters.letter(to: recipients), from: "letters\(index)@townhall.test", to: recipients)
        }
        session = SMTPSession(configuration: configuration, transactions: transactions)
    }

    /// Feeds the reply made of `lines`; returns what the session does.
    mutating func reply(_ lines: String...) throws -> [String] {
        var reply: SMTPReply?
        for line in lines { reply = try parser.feed(line) }
        return session.receive(try #require(reply)).map { action in
            switch action {
            case .send(let command): command.line
            case .sendMessage(let index): "<message \(index)>"
            case .startTLS: "<starttls>"
            case .close: "<close>"
            }
        }
    }

    /// Greeting, EHLO with STARTTLS, STARTTLS, EHLO again offering `auth`.
    mutating func upToAuth(auth: String = "AUTH PLAIN LOGIN") throws -> [String] {
        _ = try reply("220 smtp.example.org ESMTP")
        _ = try reply("250-smtp.example.org", "250 STARTTLS")
        _ = try reply("220 2.0.0 Ready to start TLS")
        return try reply("250-smtp.example.org", "250-\(auth)", "250 8BITMIME")
    }
}
