import Testing
@testable import SMTP

@Suite("DATA writer")
struct DataEncoderTests {
    @Test("Dot-stuffing, CRLF everywhere, and the final dot line", arguments: [
        ("Hello\r\n", "Hello\r\n.\r\n"),
        (".\r\n", "..\r\n.\r\n"),
        ("a\r\n.hidden\r\n..two\r\nb.c\r\n", "a\r\n..hidden\r\n...two\r\nb.c\r\n.\r\n"),
        ("no final line end", "no final line end\r\n.\r\n"),
        // a bare LF or CR is a line end too: "\n.\n" cannot hide a second message (SMTP smuggling)
        ("one\n.\nMAIL FROM:<x@y>", "one\r\n..\r\nMAIL FROM:<x@y>\r\n.\r\n"),
        ("one\r.\rtwo", "one\r\n..\r\ntwo\r\n.\r\n"),
        ("", ".\r\n"),
    ])
    func encodes(_ example: (input: String, wire: String)) {
        #expect(String(decoding: SMTPDataEncoder.encode(Array(example.input.utf8)), as: UTF8.self) == example.wire)
    }
}
