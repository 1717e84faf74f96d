import Chat
import Foundation
import Logging
import Storage

/// `email <address>` (DM): the address letters carry as Reply-To and copies go to. It counts
/// only once confirmed: a code is mailed to it and typed back here. `email` shows it,
/// `email clear` forgets it.
struct EmailCommand: ChatCommand {
    static let codeLifetime: TimeInterval = 30 * 60
    static let maxAttempts = 5
    /// Refused codes are logged with the account that asked: a run of them is someone trying to
    /// mail strangers through the bot, for an operator to see (the address is left out).
    private static let logger = Logger(label: "townhall.letters.email")

    let civic: CivicContext
    let spec = CommandSpec(
        name: "email", usage: "email [<address> | clear]",
        summary: "Your email address for replies to your letters and for copies (confirmed by a code I mail you).",
        places: .direct, permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count <= 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        guard let typed = context.words.first else {
            let email = try await civic.database.reading { try $0.letterWriter(of: account).email }
            context.reply(email.map { "Your confirmed email: \($0). Letters carry it as Reply-To; email clear forgets it." }
                ?? "You have no email on file. Set one with: email <address>")
            return
        }
        if typed.lowercased() == "clear" {
            try await civic.database.clearEmail(account)
            context.reply("Forgot your email address.")
            return
        }
        guard EmailAddress.isValid(typed) else {
            throw context.usageError("\"\(typed)\" is not an email address (like name@example.org)")
        }
        guard let from = civic.letterRules.fromAddress else {
            throw CommandFailure("This Townhall sends no email: its operator has not set up mail. Your letters still reach offices through their forms.")
        }
        let code = String(format: "%06d", Int.random(in: 0...999_999))
        let mail = OutgoingMail(
            purpose: .confirmation, to: typed, subject: "Your Townhall confirmation code",
            body: "Your code is \(code). Type it in your private conversation with the bot within 30 minutes.\n\n"
                + "If you did not ask for this, ignore this message: nothing happens without the code.",
            messageID: LetterMail.messageID(for: "confirm", from: from))
        let outcome = try await civic.database.startEmailConfirmation(
            account, email: typed, code: code, expires: context.now.addingTimeInterval(Self.codeLifetime),
            mail: mail, limits: civic.letterRules.emailCodes, at: context.now)
        if case .refused(let refusal) = outcome {
            Self.logger.notice("email code refused", metadata: [
                "cap": "\(refusal.cap.rawValue)", "limit": "\(refusal.limit)", "network": "\(account.network)",
                "account": "\(account.name)",
                "retry_at": "\(refusal.retryAt.formatted(Date.ISO8601FormatStyle()))",
            ])
            throw CommandFailure(Self.refusalLine(refusal))
        }
        askForCode(context, account: account, email: typed)
    }

    /// One line: which cap was reached, and when `email <address>` works again (the minute the
    /// oldest code that counts leaves the window, in UTC, the bot's clock).
    static func refusalLine(_ refusal: EmailCodeRefusal) -> String {
        let again = "type email <address> again after \(minute(refusal.retryAt)) UTC"
        switch refusal.cap {
        case .account:
            return "I already mailed you \(refusal.limit) codes in the last 24 hours, the most I send one person; \(again)."
        case .address:
            return "I already mailed \(refusal.limit) codes to that address in the last 24 hours, the most it gets; \(again)."
        case .everyone:
            return "I mailed \(refusal.limit) codes in the last hour, the most I send everyone together; \(again)."
        }
    }

    /// "2026-11-22 12:01": the minute a retry is sure to pass (rounded up).
    private static func minute(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let rounded = Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.up) * 60)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: rounded)
        return String(format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                      parts.hour ?? 0, parts.minute ?? 0)
    }

    private func askForCode(_ context: CommandContext, account: AccountIdentity, email: String) {
        context.ask("I am mailing a 6-digit code to \(email). Type it here (it is valid 30 minutes).", topic: "email code",
                    timeout: Self.codeLifetime) { answer, reply in
            let code = answer.trimmingCharacters(in: .whitespaces)
            switch try await civic.database.confirmEmail(account, code: code, maxAttempts: Self.maxAttempts, at: reply.now) {
            case .confirmed(let email):
                reply.replyPrivately("Confirmed: letters now carry \(email) as Reply-To, and copies go there.")
            case .wrongCode(let left) where left > 0:
                throw UsageError("That is not the code (\(left) \(left == 1 ? "try" : "tries") left)")
            case .wrongCode:
                reply.replyPrivately("That was not the code either; I dropped \(email). Start again with: email <address>")
            case .expired:
                reply.replyPrivately("That code expired; start again with: email \(email)")
            case .nothingPending:
                reply.replyPrivately("No address is waiting for a code; set one with: email <address>")
            }
        }
    }
}
