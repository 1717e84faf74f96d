import Foundation
@testable import SMTP

/// Messages the tests send and inspect.
enum Letters {
    static let sender = MailAddress("letters@townhall.test", displayName: "Townhall Letters")

    static func letter(to recipients: [String] = ["office@senate.test"], subject: String = "A letter",
                       body: String = "Dear Senator,\nplease vote yes.\n", replyTo: MailAddress? = nil) -> MailMessage {
        MailMessage(from: sender, to: recipients.map { MailAddress($0) }, replyTo: replyTo, subject: subject, body: body,
                    date: Date(timeIntervalSince1970: 1_767_225_600), // 2026-01-01 00:00:00 UTC, a Thursday
                    messageID: MailMessage.newMessageID(domain: "townhall.test"))
    }

    static func rendered(_ message: MailMessage) throws -> String {
        String(decoding: try message.rendered(), as: UTF8.self)
    }

    /// The header section of rendered bytes with folds undone, and the raw body.
    static func split(_ text: String) -> (headers: [String: String], body: String) {
        let parts = text.components(separatedBy: "\r\n\r\n")
        var headers: [String: String] = [:]
        for line in parts[0].replacingOccurrences(of: "\r\n ", with: " ").components(separatedBy: "\r\n") {
            let pair = line.split(separator: ":", maxSplits: 1)
            headers[String(pair[0])] = pair[1].trimmingCharacters(in: .whitespaces)
        }
        return (headers, parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// `text` without its last CRLF (a String counts "\r\n" as one Character, so dropLast(2) would eat more).
    static func withoutFinalCRLF(_ text: String) -> String {
        text.hasSuffix("\r\n") ? String(decoding: text.utf8.dropLast(2), as: UTF8.self) : text
    }
}
