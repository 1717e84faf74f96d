import Testing
@testable import SMTP

@Suite("SMTP session state machine")
struct SessionTests {
    static let plain = "AUTH PLAIN " + SMTPSession.plainResponse(SessionScript.credentials)

    @Test("Happy path: EHLO, STARTTLS, EHLO again, AUTH PLAIN, one message to two recipients, QUIT")
    func happyPath() throws {
        var script = try SessionScript(recipients: ["a@senate.test", "b@senate.test"])
        #expect(try script.reply("220 smtp.example.org ESMTP") == ["EHLO bot.test"])
        #expect(try script.reply("250-smtp.example.org", "250-STARTTLS", "250 AUTH PLAIN") == ["STARTTLS"])
        #expect(try script.reply("220 Go ahead") == ["<starttls>", "EHLO bot.test"])
        #expect(script.session.encrypted)
        #expect(try script.reply("250-smtp.example.org", "250 AUTH PLAIN LOGIN") == [Self.plain])
        #expect(try script.reply("235 2.7.0 Authentication successful") == ["MAIL FROM:<letters0@townhall.test>"])
        #expect(try script.reply("250 OK") == ["RCPT TO:<a@senate.test>"])
        #expect(try script.reply("250 OK") == ["RCPT TO:<b@senate.test>"])
        #expect(try script.reply("250 OK") == ["DATA"])
        #expect(try script.reply("354 Go on") == ["<message 0>"])
        #expect(try script.reply("250 2.0.0 Queued as 42") == ["QUIT"])
        #expect(script.session.isFinished)
        #expect(try script.reply("221 Bye") == ["<close>"])
        let delivery = try script.session.outcomes[0].get()
        #expect(delivery.recipients == ["a@senate.test", "b@senate.test"])
        #expect(delivery.reply.text == "Queued as 42")
    }

    @Test("No STARTTLS offered: nothing else is sent but QUIT, and the error says insecure")
    func noStartTLS() throws {
        var script = try SessionScript()
        _ = try script.reply("220 ready")
        #expect(try script.reply("250-smtp.example.org", "250 AUTH PLAIN") == ["QUIT"])
        #expect(script.session.failure?.kind == .insecure)
        #expect(throws: SMTPError.self) { try script.session.outcomes[0].get() }
    }

    @Test("No AUTH over plaintext, except to loopback with tls: none", arguments: [
        ("smtp.example.org", false), ("127.0.0.1", true), ("localhost", true), ("::1", true), ("10.0.0.1", false),
    ])
    func plaintextAuth(_ example: (host: String, allowed: Bool)) throws {
        var script = try SessionScript(tls: .none, host: example.host)
        _ = try script.reply("220 ready")
        let actions = try script.reply("250-smtp.example.org", "250 AUTH PLAIN")
        #expect(actions == (example.allowed ? [Self.plain] : ["QUIT"]))
        if !example.allowed { #expect(script.session.failure?.kind == .insecure) }
    }

    @Test("LOGIN when PLAIN is not offered: user, then password, each base64")
    func loginFallback() throws {
        var script = try SessionScript()
        #expect(try script.upToAuth(auth: "AUTH LOGIN CRAM-MD5") == ["AUTH LOGIN"])
        #expect(try script.reply("334 VXNlcm5hbWU6") == ["Ym90"])
        #expect(try script.reply("334 UGFzc3dvcmQ6") == ["c2VjcmV0"])
        #expect(try script.reply("235 OK") == ["MAIL FROM:<letters0@townhall.test>"])
    }

    @Test("No usable mechanism, or the server refuses the login: authenticationFailed")
    func authRefused() throws {
        var noMechanism = try SessionScript()
        #expect(try noMechanism.upToAuth(auth: "AUTH CRAM-MD5 XOAUTH2") == ["QUIT"])
        #expect(noMechanism.session.failure?.kind == .authenticationFailed)

        var refused = try SessionScript()
        _ = try refused.upToAuth()
        #expect(try refused.reply("535 5.7.8 Authentication credentials invalid") == ["QUIT"])
        let error = try #require(refused.session.failure)
        #expect(error.kind == .authenticationFailed)
        #expect(error.code == 535 && error.enhancedCode == "5.7.8" && error.text == "Authentication credentials invalid")
    }

    @Test("4xx at RCPT: that message fails temporary, RSET, the next one still goes")
    func temporaryAtRecipient() throws {
        var script = try SessionScript(messages: 2)
        _ = try script.upToAuth()
        _ = try script.reply("235 OK")
        _ = try script.reply("250 OK")
        #expect(try script.reply("451 4.3.0 Try later") == ["RSET"])
        #expect(try script.reply("250 OK") == ["MAIL FROM:<letters1@townhall.test>"])
        _ = try script.reply("250 OK")
        _ = try script.reply("250 OK")
        _ = try script.reply("354 Go on")
        #expect(try script.reply("250 Queued") == ["QUIT"])
        let outcomes = script.session.outcomes
        #expect(throws: SMTPError(.temporary, stage: "RCPT TO", text: "Try later", code: 451, enhancedCode: "4.3.0")) {
            try outcomes[0].get()
        }
        #expect((try? outcomes[1].get()) != nil)
    }

    @Test("5xx at MAIL FROM: permanent, with the server's code and text")
    func permanentAtMail() throws {
        var script = try SessionScript()
        _ = try script.upToAuth()
        _ = try script.reply("235 OK")
        #expect(try script.reply("550 5.7.1 Sender rejected") == ["RSET"])
        #expect(try script.reply("250 OK") == ["QUIT"])
        #expect(throws: SMTPError(.permanent, stage: "MAIL FROM", text: "Sender rejected", code: 550, enhancedCode: "5.7.1")) {
            try script.session.outcomes[0].get()
        }
    }

    @Test("421 at any point ends the connection for every message")
    func serviceClosing() throws {
        var script = try SessionScript(messages: 2)
        _ = try script.upToAuth()
        _ = try script.reply("235 OK")
        #expect(try script.reply("421 4.4.2 Shutting down") == ["QUIT"])
        #expect(script.session.outcomes.allSatisfy { (try? $0.get()) == nil })
        #expect(script.session.failure?.kind == .temporary)
    }

    @Test("A connection lost during the message is temporary; after QUIT it is just the end")
    func connectionLost() throws {
        var script = try SessionScript()
        _ = try script.upToAuth()
        _ = try script.reply("235 OK")
        _ = try script.reply("250 OK")
        _ = try script.reply("250 OK")
        _ = try script.reply("354 Go on")
        script.session.connectionEnded("the server closed the connection")
        #expect(throws: SMTPError(.temporary, stage: "end of data", text: "the server closed the connection")) {
            try script.session.outcomes[0].get()
        }

        var finished = try SessionScript(messages: 0)
        _ = try finished.upToAuth()
        #expect(try finished.reply("235 OK") == ["QUIT"])
        finished.session.connectionEnded("closed")
        #expect(finished.session.failure == nil && finished.session.loggedIn)
    }

    @Test("Implicit TLS goes straight from EHLO to AUTH; without credentials there is no AUTH")
    func implicitAndNoCredentials() throws {
        var implicit = try SessionScript(tls: .implicit)
        _ = try implicit.reply("220 ready")
        #expect(try implicit.reply("250-smtp.example.org", "250 AUTH LOGIN") == ["AUTH LOGIN"])

        var relay = try SessionScript(credentials: nil)
        _ = try relay.reply("220 ready")
        _ = try relay.reply("250-smtp.example.org", "250 STARTTLS")
        _ = try relay.reply("220 Go ahead")
        #expect(try relay.reply("250 smtp.example.org") == ["MAIL FROM:<letters0@townhall.test>"])
    }

    @Test("The old AUTH=… form of the extension is understood")
    func oldAuthForm() throws {
        let reply = SMTPReply(code: 250, lines: ["smtp.example.org", "AUTH=LOGIN PLAIN", "SIZE 1000"])
        #expect(SMTPSession.extensions(of: reply) == ["AUTH": ["LOGIN", "PLAIN"], "SIZE": ["1000"]])
    }
}
