/// How a letter reaches one recipient when it is sent: by email through the outgoing-mail
/// queue, or by the writer's own hand (the office takes only its contact form).
public enum LetterDelivery: Sendable, Hashable {
    case email(OutgoingMail)
    case yourTurn
}

/// What `sendLetter` did. Only `.sent` wrote anything.
public enum LetterSendOutcome: Sendable, Hashable {
    case sent
    case notFound
    case alreadySent
    /// No recipients or no body yet.
    case incomplete
}
