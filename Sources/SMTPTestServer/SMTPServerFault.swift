/// A misbehaviour of the test SMTP server for the next transaction from one sender
/// (scripts/smtpserver/smtp_server.py reads it from DIR/faults/SENDER).
public enum SMTPServerFault: Sendable, Hashable {
    /// Answer MAIL FROM with `code` (4xx or 5xx).
    case refuseMail(code: Int)
    /// Answer every RCPT TO with `code`.
    case refuseRecipients(code: Int)
    /// Take the whole message, then answer `code` instead of 250.
    case refuseData(code: Int)
    /// Answer DATA with 354, read one line of the message, and close the connection.
    case dropDuringData

    var fileText: String {
        switch self {
        case .refuseMail(let code): "mail \(code)"
        case .refuseRecipients(let code): "rcpt \(code)"
        case .refuseData(let code): "data \(code)"
        case .dropDuringData: "drop"
        }
    }
}
