/// One command line to the server, checked when it is made: no argument may carry a control
/// character, so text from a person (an address, a name) can never end this command early
/// and smuggle in a second one.
public struct SMTPCommand: Sendable, Hashable, CustomStringConvertible {
    public struct Refused: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
    }

    /// The line without its CRLF.
    public let line: String
    /// What logs show: the line, or for AUTH payloads (secrets) only what kind of line it is.
    public let description: String

    private init(_ line: String, loggedAs: String? = nil) throws(Refused) {
        if let bad = line.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            throw Refused(description: "an SMTP command may not contain the control character U+\(String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4)) (CR, LF and NUL would start another command)")
        }
        self.line = line
        self.description = loggedAs ?? line
    }

    public var wireBytes: [UInt8] { Array(line.utf8) + [13, 10] }

    public static func ehlo(_ name: String) throws(Refused) -> SMTPCommand { try SMTPCommand("EHLO \(name)") }
    public static let startTLS = try! SMTPCommand("STARTTLS")
    public static let data = try! SMTPCommand("DATA")
    public static let reset = try! SMTPCommand("RSET")
    public static let quit = try! SMTPCommand("QUIT")

    public static func mailFrom(_ address: String) throws(Refused) -> SMTPCommand {
        try SMTPCommand("MAIL FROM:<\(checkedPath(address))>")
    }

    public static func rcptTo(_ address: String) throws(Refused) -> SMTPCommand {
        try SMTPCommand("RCPT TO:<\(checkedPath(address))>")
    }

    /// `AUTH MECHANISM [initial-response]`; the response is base64, and secret.
    public static func auth(_ mechanism: String, initialResponse: String? = nil) throws(Refused) -> SMTPCommand {
        try SMTPCommand(["AUTH", mechanism, initialResponse].compactMap { $0 }.joined(separator: " "),
                        loggedAs: initialResponse == nil ? nil : "AUTH \(mechanism) …")
    }

    /// A bare base64 line answering a 334 challenge (AUTH LOGIN): secret.
    public static func authResponse(_ base64: String) throws(Refused) -> SMTPCommand {
        try SMTPCommand(base64, loggedAs: "(AUTH response …)")
    }

    /// A reverse or forward path may be empty (the null sender) but never holds the brackets,
    /// spaces or controls that would change where the command's argument ends.
    private static func checkedPath(_ address: String) throws(Refused) -> String {
        if let bad = address.first(where: { $0 == "<" || $0 == ">" || $0 == " " }) {
            throw Refused(description: "the address \"\(address.debugDescription.dropFirst().dropLast())\" contains \"\(bad)\"")
        }
        return address
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
