/// A message with its envelope: who the server should say it is from (the bounce address)
/// and whom to deliver it to (which need not be the To header's addresses).
public struct OutgoingMail: Sendable, Hashable {
    public var message: MailMessage
    public var sender: String
    public var recipients: [String]

    public init(_ message: MailMessage, from sender: String, to recipients: [String]) {
        self.message = message
        self.sender = sender
        self.recipients = recipients
    }
}
