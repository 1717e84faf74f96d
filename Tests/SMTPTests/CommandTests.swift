import Testing
@testable import SMTP

@Suite("SMTP commands")
struct CommandTests {
    @Test("Commands serialize with CRLF")
    func serializes() throws {
        #expect(try SMTPCommand.ehlo("bot.example.org").line == "EHLO bot.example.org")
        #expect(try SMTPCommand.mailFrom("letters@example.org").wireBytes == Array("MAIL FROM:<letters@example.org>\r\n".utf8))
        #expect(try SMTPCommand.mailFrom("").line == "MAIL FROM:<>")
        #expect(try SMTPCommand.rcptTo("office@senate.example").line == "RCPT TO:<office@senate.example>")
        #expect(try SMTPCommand.auth("PLAIN", initialResponse: "AGEAYg==").line == "AUTH PLAIN AGEAYg==")
        #expect(SMTPCommand.quit.line == "QUIT")
    }

    @Test("Secrets stay out of the description logs use")
    func redactsSecrets() throws {
        #expect(try SMTPCommand.auth("PLAIN", initialResponse: "c2VjcmV0").description == "AUTH PLAIN …")
        #expect(try !SMTPCommand.authResponse("c2VjcmV0").description.contains("c2VjcmV0"))
    }

    @Test("An argument with CR, LF, NUL or another control character cannot make a second command", arguments: [
        "a@example.org>\r\nRCPT TO:<evil@example.org", "a@example.org\nDATA", "a@example.org\r", "a\0@example.org",
        "a\u{7f}@example.org", "a\t@example.org",
    ])
    func refusesInjection(_ address: String) {
        #expect(throws: SMTPCommand.Refused.self) { try SMTPCommand.rcptTo(address) }
        #expect(throws: SMTPCommand.Refused.self) { try SMTPCommand.mailFrom(address) }
    }

    @Test("Brackets or spaces would end the path early", arguments: ["a>@example.org", "<a@example.org", "a b@example.org"])
    func refusesPathBreakers(_ address: String) {
        #expect(throws: SMTPCommand.Refused.self) { try SMTPCommand.rcptTo(address) }
    }

    @Test("EHLO and AUTH refuse line breaks too")
    func refusesInjectionElsewhere() {
        #expect(throws: SMTPCommand.Refused.self) { try SMTPCommand.ehlo("host\r\nQUIT") }
        #expect(throws: SMTPCommand.Refused.self) { try SMTPCommand.authResponse("abc\r\nMAIL FROM:<x@y>") }
    }
}
