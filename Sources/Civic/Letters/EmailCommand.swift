import Chat
import Foundation
import Storage

/// `email <address>` (DM): the address letters carry as Reply-To and copies go to. It counts
/// only once confirmed: a code is mailed to it and typed back here. `email` shows it,
/// `email clear` forgets it.
struct EmailCommand: ChatCommand {
    static let codeLifetime: TimeInterval = 30 * 60
    static let maxAttempts = 5
    /// Codes mailed per account in any 24 hours, so `email` cannot be used to pester strangers.
    static let codesPerDay = 3

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
        guard try await civic.database.startEmailConfirmation(account, email: typed, code: code,
                                                              expires: context.now.addingTimeInterval(Self.codeLifetime),
                                                              mail: mail, perDay: Self.codesPerDay, at: context.now) else {
            throw CommandFailure("I mailed you \(Self.codesPerDay) codes in the last 24 hours; type the last one here, or try again tomorrow.")
        }
        askForCode(context, account: account, email: typed)
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
