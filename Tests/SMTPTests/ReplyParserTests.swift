import Testing
@testable import SMTP

@Suite("SMTP reply parser")
struct ReplyParserTests {
    static let replies: [(lines: [String], code: Int, enhanced: String?, texts: [String])] = [
        (["220 smtp.example.org ESMTP ready"], 220, nil, ["smtp.example.org ESMTP ready"]),
        (["250-smtp.example.org", "250-STARTTLS", "250 AUTH PLAIN LOGIN"], 250, nil,
         ["smtp.example.org", "STARTTLS", "AUTH PLAIN LOGIN"]),
        (["535 5.7.8 Authentication credentials invalid"], 535, "5.7.8", ["Authentication credentials invalid"]),
        (["451-4.3.0 Try", "451 4.3.0 again later"], 451, "4.3.0", ["Try", "again later"]),
        (["250"], 250, nil, [""]),
        (["354 End data with <CR><LF>.<CR><LF>"], 354, nil, ["End data with <CR><LF>.<CR><LF>"]),
        // a version number in the text is not an enhanced code: its class differs from the reply's
        (["220 1.2.3 banner"], 220, nil, ["1.2.3 banner"]),
    ]

    @Test("Single- and multi-line replies, with and without enhanced codes", arguments: replies)
    func parses(_ example: (lines: [String], code: Int, enhanced: String?, texts: [String])) throws {
        var parser = SMTPReplyParser()
        for line in example.lines.dropLast() {
            #expect(try parser.feed(line) == nil)
            #expect(parser.isInsideReply)
        }
        let reply = try #require(try parser.feed(example.lines.last!))
        #expect(reply.code == example.code)
        #expect(reply.enhancedCode == example.enhanced)
        #expect(reply.lines == example.texts)
        #expect(!parser.isInsideReply)
    }

    @Test("Lines that are not replies are refused", arguments: [
        "hello", "25", "2500 x", "250_x", "199 too low", "600 too high", "abc def", "",
    ])
    func refusesMalformed(_ line: String) {
        var parser = SMTPReplyParser()
        #expect(throws: SMTPReplyParser.Malformed.self) { try parser.feed(line) }
    }

    @Test("A multi-line reply may not change its code half-way")
    func refusesMixedCodes() throws {
        var parser = SMTPReplyParser()
        _ = try parser.feed("250-first")
        #expect(throws: SMTPReplyParser.Malformed.self) { try parser.feed("550 second") }
    }

    @Test("Reply classes", arguments: [(220, true, false, false), (334, true, false, false),
                                       (421, false, true, false), (554, false, false, true)])
    func classes(_ example: (code: Int, positive: Bool, transient: Bool, permanent: Bool)) {
        let reply = SMTPReply(code: example.code, lines: ["x"])
        #expect(reply.isPositive == example.positive)
        #expect(reply.isTransientFailure == example.transient)
        #expect(reply.isPermanentFailure == example.permanent)
    }
}
