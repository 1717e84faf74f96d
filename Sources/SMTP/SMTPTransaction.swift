/// One message for one envelope, checked and encoded before any connection is made: its
/// commands are built (an address that could inject a command is refused here) and its
/// DATA bytes are dot-stuffed.
struct SMTPTransaction: Sendable, Hashable {
    let messageID: String
    let recipients: [String]
    let mailCommand: SMTPCommand
    let recipientCommands: [SMTPCommand]
    /// The stuffed message including the final ".\r\n".
    let data: [UInt8]

    init(message: MailMessage, from sender: String, to recipients: [String]) throws(SMTPError) {
        guard !recipients.isEmpty else {
            throw SMTPError(.invalidMessage, stage: "RCPT TO", text: "no recipients")
        }
        do {
            mailCommand = try .mailFrom(sender)
            var commands: [SMTPCommand] = []
            for recipient in recipients { commands.append(try .rcptTo(recipient)) }
            recipientCommands = commands
        } catch {
            throw SMTPError(.invalidMessage, stage: "envelope", text: error.description)
        }
        do {
            data = SMTPDataEncoder.encode(try message.rendered())
        } catch {
            throw SMTPError(.invalidMessage, stage: "message", text: error.description)
        }
        self.messageID = message.messageID
        self.recipients = recipients
    }
}
