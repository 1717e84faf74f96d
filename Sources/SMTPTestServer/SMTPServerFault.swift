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
    /// Take the whole message and answer only once `SMTPTestServer.release(name)` is called
    /// (at most 120 seconds), then accept it: a server slower than the client's claims last.
    case holdData(until: String)

    var fileText: String {
        switch self {
        case .refuseMail(let code): "mail \(code)"
        case .refuseRecipients(let code): "rcpt \(code)"
        case .refuseData(let code): "data \(code)"
        case .dropDuringData: "drop"
        case .holdData(let name): "hold \(name)"
        }
    }
}
