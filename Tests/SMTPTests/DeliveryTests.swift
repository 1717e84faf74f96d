import Foundation
import SMTP
import SMTPTestServer
import Testing

/// The client against a real SMTP server (aiosmtpd, scripts/smtpserver) on loopback.
@Suite("SMTP delivery to a real server")
struct DeliveryTests {
    @Test("A UTF-8 letter with a non-ASCII subject arrives intact, once per recipient, every header present")
    func letterArrivesIntact() async throws {
        let server = try await RealServer.start()
        let body = "Estimada senadora:\n\nle escribo sobre la votación — ¡gracias! 日本\n.a line that starts with a dot\n.\n"
            + String(repeating: "a long line ", count: 200) + "\nFin."
        let recipients = [server.recipient("office"), server.recipient("aide")]
        let message = MailMessage(
            from: MailAddress(server.sender, displayName: "Townhall Letters"),
            to: recipients.map { MailAddress($0) }, replyTo: MailAddress("maria@example.org", displayName: "María Pérez"),
            subject: "Sobre la votación del martes — ¿sí o no?", body: body,
            messageID: MailMessage.newMessageID(domain: "townhall.test"))

        let delivery = try await server.client().send(message, from: server.sender, to: recipients)
        #expect(delivery.recipients == recipients)
        #expect(delivery.reply.code == 250)

        for recipient in recipients {
            let received = SMTPTestServer.shared.receivedMail(to: recipient)
            try #require(received.count == 1)
            let mail = received[0]
            #expect(mail.envelopeFrom == server.sender)
            #expect(mail.header("From") == "Townhall Letters <\(server.sender)>")
            #expect(mail.header("To") == recipients.map { "<\($0)>" }.joined(separator: ", "))
            #expect(MailDecoding.header(try #require(mail.header("Reply-To"))) == "María Pérez <maria@example.org>")
            #expect(MailDecoding.header(try #require(mail.header("Subject"))) == message.subject)
            #expect(mail.header("Message-ID") == message.messageID)
            #expect(mail.header("Date")?.hasSuffix("+0000") == true)
            #expect(mail.header("MIME-Version") == "1.0")
            #expect(mail.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(mail.header("Content-Transfer-Encoding") == "quoted-printable")
            #expect(mail.text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 998 })
            let decoded = MailDecoding.quotedPrintable(Letters.withoutFinalCRLF(mail.rawBody))
            #expect(decoded == body.replacingOccurrences(of: "\n", with: "\r\n"))
        }
    }

    @Test("Several messages over one connection, each delivered")
    func batch() async throws {
        let server = try await RealServer.start()
        let mails = (0..<3).map { index in
            OutgoingMail(Letters.letter(to: [server.recipient("batch\(index)")], subject: "Letter \(index)"),
                         from: server.sender, to: [server.recipient("batch\(index)")])
        }
        let results = await server.client().send(mails)
        #expect(results.allSatisfy { (try? $0.get()) != nil })
        for index in 0..<3 {
            #expect(SMTPTestServer.shared.receivedMail(to: server.recipient("batch\(index)")).count == 1)
        }
    }

    /// implicit: TLS from the first byte, on a listener that offers only AUTH LOGIN (the
    /// fallback from PLAIN); none: plaintext, allowed because the host is loopback.
    @Test("Every TLS mode delivers", arguments: SMTPConfiguration.TLSMode.allCases)
    func tlsModes(_ mode: SMTPConfiguration.TLSMode) async throws {
        let server = try await RealServer.start()
        let recipient = server.recipient(mode.rawValue)
        _ = try await server.client(tls: mode).send(Letters.letter(to: [recipient]), from: server.sender, to: [recipient])
        #expect(SMTPTestServer.shared.receivedMail(to: recipient).count == 1)
    }

    @Test("verifyLogin passes with the right password")
    func verifyLogin() async throws {
        try await RealServer.start().client().verifyLogin()
    }
}
