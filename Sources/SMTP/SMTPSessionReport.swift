/// How a connection went: one outcome per message, and why it failed as a whole if it did.
struct SMTPSessionReport: Sendable {
    var outcomes: [Result<SMTPDelivery, SMTPError>]
    var failure: SMTPError?
    var loggedIn: Bool

    init(_ session: SMTPSession) {
        outcomes = session.outcomes
        failure = session.failure
        loggedIn = session.loggedIn
    }
}
