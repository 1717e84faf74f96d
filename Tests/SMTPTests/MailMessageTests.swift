import Foundation
import Testing
@testable import SMTP
import SMTPTestServer

@Suite("Mail message builder")
struct MailMessageTests {
    @Test("Every header the letter needs, with an RFC 5322 date")
    func headers() throws {
        let message = Letters.letter(replyTo: MailAddress("maria@example.org", displayName: "María Pérez"))
        let (headers, _) = Letters.split(try Letters.rendered(message))
        #expect(headers["Date"] == "Thu, 01 Jan 2026 00:00:00 +0000")
        #expect(headers["From"] == "Townhall Letters <letters@townhall.test>")
        #expect(headers["To"] == "<office@senate.test>")
        #expect(MailDecoding.header(headers["Reply-To"]!) == "María Pérez <maria@example.org>")
        #expect(headers["Subject"] == "A letter")
        #expect(headers["Message-ID"] == message.messageID)
        #expect(headers["MIME-Version"] == "1.0")
        #expect(headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(headers["Content-Transfer-Encoding"] == "quoted-printable")
    }

    @Test("A display name with specials is quoted, with its quotes escaped")
    func quotedDisplayName() throws {
        var message = Letters.letter()
        message.from = MailAddress("letters@townhall.test", displayName: #"Townhall, "Letters""#)
        let (headers, _) = Letters.split(try Letters.rendered(message))
        #expect(headers["From"] == #""Townhall, \"Letters\"" <letters@townhall.test>"#)
    }

    @Test("A subject that is not ASCII becomes encoded words that decode back", arguments: [
        "Über die Wahl", "Votación — ¿sí o no?", Array(repeating: "日本語の手紙", count: 12).joined(separator: " "), "=?UTF-8?B?not-really?=",
    ])
    func encodedSubject(_ subject: String) throws {
        let text = try Letters.rendered(Letters.letter(subject: subject))
        let (headers, _) = Letters.split(text)
        #expect(headers["Subject"]!.hasPrefix("=?UTF-8?B?"))
        #expect(MailDecoding.header(headers["Subject"]!) == subject)
        for line in text.components(separatedBy: "\r\n") where line.contains("=?UTF-8?B?") {
            #expect(line.utf8.count <= 78, "header line of \(line.utf8.count) bytes")
        }
    }

    @Test("A long ASCII subject is folded at spaces and unfolds to itself")
    func foldedSubject() throws {
        let subject = (1...30).map { "word\($0)" }.joined(separator: " ")
        let text = try Letters.rendered(Letters.letter(subject: subject))
        #expect(Letters.split(text).headers["Subject"] == subject)
        #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 78 })
    }

    @Test("A line break in the subject cannot add a header")
    func subjectInjection() throws {
        let text = try Letters.rendered(Letters.letter(subject: "Hi\r\nBcc: everyone@example.org"))
        #expect(!text.contains("\r\nBcc:"))
        #expect(Letters.split(text).headers["Subject"] == "Hi Bcc: everyone@example.org")
    }

    @Test("Addresses and Message-IDs that would break a header are refused", arguments: [
        ("office@senate.test\r\nBcc: x@y.test", "<a@b>"), ("no-at-sign", "<a@b>"), ("o@senate.test", "no-brackets@b"),
        ("o@senate.test", "<with space@b>"),
    ])
    func refusesBrokenFields(_ example: (address: String, messageID: String)) {
        var message = Letters.letter(to: [example.address])
        message.messageID = example.messageID
        #expect(throws: MailMessage.Invalid.self) { try message.rendered() }
    }

    @Test("UTF-8 text is quoted-printable and decodes back; the body ends with CRLF")
    func quotedPrintableUTF8() throws {
        let body = "Estimada senadora,\nle escribo sobre la votación — ¡gracias! 日本\n= and trailing space \nend"
        let (_, encoded) = Letters.split(try Letters.rendered(Letters.letter(body: body)))
        #expect(encoded.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(encoded.contains("votaci=C3=B3n"))
        #expect(encoded.contains("=3D and trailing space=20\r\n"))
        #expect(encoded.hasSuffix("end\r\n"))
        #expect(MailDecoding.quotedPrintable(Letters.withoutFinalCRLF(encoded)) == body.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test("Long lines get soft breaks at 76 characters at most, never inside an escape", arguments: [
        String(repeating: "a", count: 5_000), String(repeating: "é", count: 700), String(repeating: "ab= ", count: 400),
    ])
    func softBreaks(_ line: String) throws {
        let text = try Letters.rendered(Letters.letter(body: line))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 998 })
        let (_, encoded) = Letters.split(text)
        #expect(encoded.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 76 })
        #expect(MailDecoding.quotedPrintable(Letters.withoutFinalCRLF(encoded)) == line)
    }

    @Test("Every line ends in CRLF, whatever the body used (LF, CR, CRLF)")
    func crlf() throws {
        let bytes = try Letters.letter(body: "one\ntwo\rthree\r\nfour").rendered()
        for (index, byte) in bytes.enumerated() {
            if byte == 10 { #expect(index > 0 && bytes[index - 1] == 13) }
            if byte == 13 { #expect(index + 1 < bytes.count && bytes[index + 1] == 10) }
        }
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("one\r\ntwo\r\nthree\r\nfour\r\n"))
    }

    @Test("Message-IDs are fresh and well formed")
    func messageIDs() {
        let first = MailMessage.newMessageID(domain: "townhall.test")
        #expect(first != MailMessage.newMessageID(domain: "townhall.test"))
        #expect(first.hasPrefix("<") && first.hasSuffix("@townhall.test>"))
    }
}
