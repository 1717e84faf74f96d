import Foundation

/// A plain-text letter as RFC 5322 + MIME bytes: UTF-8 text in quoted-printable, CRLF line
/// ends, no line over 998 bytes. Dot-stuffing is not done here: it belongs to the DATA
/// writer (`SMTPDataEncoder`), so these bytes are the message as the recipient gets it.
public struct MailMessage: Sendable, Hashable {
    public struct Invalid: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
    }

    /// The operator's sending address (with a display name).
    public var from: MailAddress
    public var to: [MailAddress]
    public var replyTo: MailAddress?
    public var subject: String
    public var body: String
    public var date: Date
    /// `<unique@domain>`. Given by the caller so a resend of the same letter keeps it (and the
    /// recipient's system can see it is the same message); `newMessageID(domain:)` makes one.
    public var messageID: String

    public init(from: MailAddress, to: [MailAddress], replyTo: MailAddress? = nil, subject: String, body: String,
                date: Date = Date(), messageID: String) {
        self.from = from
        self.to = to
        self.replyTo = replyTo
        self.subject = subject
        self.body = body
        self.date = date
        self.messageID = messageID
    }

    /// A fresh, globally unique Message-ID under `domain` (the sending address's domain).
    public static func newMessageID(domain: String) -> String {
        "<\(UUID().uuidString.lowercased()).\(Int(Date().timeIntervalSince1970))@\(domain)>"
    }

    /// The message: headers, a blank line, the quoted-printable body; every line CRLF-ended.
    public func rendered() throws(Invalid) -> [UInt8] {
        guard !to.isEmpty else { throw Invalid(description: "a message needs at least one To address") }
        guard messageID.hasPrefix("<"), messageID.hasSuffix(">"), messageID.contains("@"),
              !messageID.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value >= 0x7f }) else {
            throw Invalid(description: "Message-ID \"\(messageID)\" is not of the form <unique@domain>")
        }
        var headers = ["Date: " + MailDate.format(date), "From: " + (try from.headerText())]
        if let replyTo { headers.append("Reply-To: " + (try replyTo.headerText())) }
        var recipients: [String] = []
        for address in to { recipients.append(try address.headerText()) }
        headers += [
            // one address per line: a long list never nears the line limit
            "To: " + recipients.joined(separator: ",\r\n "),
            "Subject: " + Self.subjectText(subject.singleLine),
            "Message-ID: " + messageID,
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: quoted-printable",
        ]
        let text = headers.joined(separator: "\r\n") + "\r\n\r\n" + QuotedPrintable.encode(body) + "\r\n"
        return Array(text.utf8)
    }

    /// ASCII stays readable, folded at spaces; anything else, an ASCII subject that could be
    /// mistaken for an encoded word, or a word too long to fold becomes RFC 2047 encoded words.
    static func subjectText(_ subject: String) -> String {
        let plain = subject.unicodeScalars.allSatisfy { $0.isASCII } && !subject.contains("=?")
            && subject.split(separator: " ").allSatisfy { $0.utf8.count <= 900 }
        return plain ? folded(subject, firstLineUsed: "Subject: ".count) : EncodedWord.encode(subject)
    }

    /// Breaks before a space so lines stay near 78 characters (a word longer than that keeps
    /// its own line, which the 900-byte cap above keeps under 998).
    static func folded(_ text: String, firstLineUsed: Int) -> String {
        var lines: [String] = []
        var current = ""
        var used = firstLineUsed
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, used + current.utf8.count + 1 + word.utf8.count > 78 {
                lines.append(current)
                current = ""
                used = 1  // the folding space that starts the next line
            }
            current = current.isEmpty ? String(word) : current + " " + word
        }
        lines.append(current)
        return lines.joined(separator: "\r\n ")
    }
}
