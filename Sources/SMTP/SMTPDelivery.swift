/// A message the server accepted (its final "250" after the data).
public struct SMTPDelivery: Sendable, Hashable {
    public var messageID: String
    public var recipients: [String]
    /// The server's acceptance, which usually names its queue id: worth logging.
    public var reply: SMTPReply

    public init(messageID: String, recipients: [String], reply: SMTPReply) {
        self.messageID = messageID
        self.recipients = recipients
        self.reply = reply
    }
}
