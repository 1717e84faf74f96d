import Chat
import Foundation
import Storage

/// `copy L9`: mails the sender a copy of their letter, at their confirmed address.
struct CopyCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "copy", usage: "copy L9", summary: "Email yourself a copy of one of your letters.",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let id = try ItemReference.letter.id(in: context.words[0], context)
        guard let from = civic.letterRules.fromAddress else {
            throw CommandFailure("This Townhall sends no email: its operator has not set up mail. letter \(ItemReference.letter.text(id)) shows the text.")
        }
        guard let email = try await civic.database.reading({ try $0.letterWriter(of: account).email }) else {
            throw CommandFailure("I have no confirmed email for you; set one in a private message with: email <address>")
        }
        let own = try await civic.ownLetter(id, of: account, context)
        let letter = own.letter
        let text = LetterText.detail(letter, officials: own.officials, composer: own.composer, now: context.now).joined(separator: "\n")
        try await civic.database.queueMail(
            OutgoingMail(purpose: .copy, to: email, subject: "Your letter \(letter.reference)", body: text,
                         messageID: LetterMail.messageID(for: "\(letter.reference).copy", from: from)),
            for: account, at: context.now)
        context.reply("A copy of \(letter.reference) is on its way to your confirmed email.")
    }
}
