/// The protocol brain of one SMTP connection, as a value type: feed it every reply (and the
/// connection's end); it answers with actions. No I/O and no clock, so every path is testable
/// step by step.
///
/// greeting → EHLO → STARTTLS → EHLO → AUTH (PLAIN, else LOGIN) → for each transaction:
/// MAIL FROM → RCPT TO… → DATA → message → (RSET after a refusal) → QUIT.
/// With no transactions it stops after AUTH: that is `verifyLogin`.
struct SMTPSession: Sendable {
    enum Step: Sendable, Hashable {
        case greeting, hello, startTLS, authPlain, authLoginUser, authLoginPassword, authLoginDone
        case mail, recipient(Int), data, message, reset, quit
    }

    let configuration: SMTPConfiguration
    let transactions: [SMTPTransaction]
    private(set) var step = Step.greeting
    /// True once TLS is under the connection (from the start, or after STARTTLS).
    private(set) var encrypted: Bool
    /// EHLO keywords (upper case) and their parameters, from the latest EHLO.
    private(set) var extensions: [String: [String]] = [:]
    private(set) var loggedIn = false
    /// The transaction being sent; those before it have a result.
    private(set) var current = 0
    private(set) var results: [Result<SMTPDelivery, SMTPError>] = []
    /// Why the connection failed as a whole: every transaction without a result shares it.
    private(set) var failure: SMTPError?

    init(configuration: SMTPConfiguration, transactions: [SMTPTransaction]) {
        self.configuration = configuration
        self.transactions = transactions
        self.encrypted = configuration.tls == .implicit
    }

    /// One outcome per transaction, in order; call once the connection has ended.
    var outcomes: [Result<SMTPDelivery, SMTPError>] {
        let unsent = failure ?? SMTPError(.temporary, stage: stageName, text: "the connection ended before this message was sent")
        return transactions.indices.map { $0 < results.count ? results[$0] : .failure(unsent) }
    }

    var isFinished: Bool { step == .quit }

    /// What the session is waiting for, as errors name it.
    var stageName: String {
        switch step {
        case .greeting: "greeting"
        case .hello: "EHLO"
        case .startTLS: "STARTTLS"
        case .authPlain, .authLoginUser, .authLoginPassword, .authLoginDone: "AUTH"
        case .mail: "MAIL FROM"
        case .recipient: "RCPT TO"
        case .data: "DATA"
        case .message: "end of data"
        case .reset: "RSET"
        case .quit: "QUIT"
        }
    }

    mutating func receive(_ reply: SMTPReply) -> [SMTPSessionAction] {
        // 421: the server is closing the connection, whatever we were doing.
        if reply.code == 421, step != .quit { return abort(SMTPError(reply: reply, stage: stageName)) }
        switch step {
        case .greeting:
            guard reply.code == 220 else { return abort(SMTPError(reply: reply, stage: stageName)) }
            return hello()
        case .hello: return helloAnswered(reply)
        case .startTLS: return startTLSAnswered(reply)
        case .authPlain, .authLoginUser, .authLoginPassword, .authLoginDone: return authAnswered(reply)
        case .mail, .recipient, .data, .message, .reset: return transactionAnswered(reply)
        case .quit: return [.close]
        }
    }

    /// The connection dropped or a reply did not come in time. After QUIT that is just the end.
    mutating func connectionEnded(_ why: String) {
        guard step != .quit, failure == nil else { return }
        failure = SMTPError(.temporary, stage: stageName, text: why)
        step = .quit
    }

    /// Gives up on the whole connection: `error` becomes the result of every unsent message.
    mutating func abort(_ error: SMTPError) -> [SMTPSessionAction] {
        failure = failure ?? error
        step = .quit
        return [.send(.quit)]
    }

    mutating func moveTo(_ next: Step) { step = next }
    mutating func record(_ result: Result<SMTPDelivery, SMTPError>) {
        results.append(result)
        current += 1
    }
    mutating func setExtensions(_ new: [String: [String]]) { extensions = new }
    mutating func setEncrypted() { encrypted = true }
    mutating func setLoggedIn() { loggedIn = true }
}
