/// MAIL FROM, RCPT TO, DATA and the message, once per transaction.
extension SMTPSession {
    mutating func startTransaction() -> [SMTPSessionAction] {
        guard current < transactions.count else {
            moveTo(.quit)
            return [.send(.quit)]
        }
        moveTo(.mail)
        return [.send(transactions[current].mailCommand)]
    }

    mutating func transactionAnswered(_ reply: SMTPReply) -> [SMTPSessionAction] {
        let transaction = current < transactions.count ? transactions[current] : nil
        switch step {
        case .reset:
            guard reply.code == 250 else { return abort(SMTPError(reply: reply, stage: "RSET")) }
            return startTransaction()
        case .mail where reply.code == 250:
            moveTo(.recipient(0))
            return [.send(transaction!.recipientCommands[0])]
        case .recipient(let index) where reply.code == 250 || reply.code == 251:
            guard index + 1 < transaction!.recipientCommands.count else {
                moveTo(.data)
                return [.send(.data)]
            }
            moveTo(.recipient(index + 1))
            return [.send(transaction!.recipientCommands[index + 1])]
        case .data where reply.code == 354:
            moveTo(.message)
            return [.sendMessage(index: current)]
        case .message where reply.code == 250:
            record(.success(SMTPDelivery(messageID: transaction!.messageID, recipients: transaction!.recipients, reply: reply)))
            return startTransaction()
        default:
            return refused(reply)
        }
    }

    /// The server refused this message (not the connection): record why, RSET, go on with
    /// the next. A refused recipient fails the whole message, because a retry resends it to
    /// everyone and those already accepted would get it twice.
    private mutating func refused(_ reply: SMTPReply) -> [SMTPSessionAction] {
        let error = reply.isPositive
            ? SMTPError(.permanent, stage: stageName, text: "unexpected reply \(reply)", code: reply.code)
            : SMTPError(reply: reply, stage: stageName)
        record(.failure(error))
        moveTo(.reset)
        return [.send(.reset)]
    }
}
