import Foundation
import Chat
import Storage

/// `forget me`: after a "yes" in a DM, deletes everything stored about the sender in one
/// transaction. Any other answer (including a second `forget me`) deletes nothing.
struct ForgetMeCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "forget me", usage: "forget me",
        summary: "Delete everything I store about you (asks you to confirm first).",
        permission: .accountHolder, category: "Profile")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        guard try await civic.database.reading({ try $0.export(account) }) != nil else {
            context.reply("I store nothing about you; there is nothing to forget.")
            return
        }
        if !context.isDirect { context.reply("I sent you a private message to confirm.") }
        let database = civic.database
        context.ask(
            "This deletes everything I store about you (\(civic.storedAboutYou.list)) and cannot be undone; "
                + "only \(StoredAboutYou.keptAfterForgetting). Type yes to delete it all; anything else keeps it.",
            topic: "forget me"
        ) { answer, reply in
            guard answer.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                reply.replyPrivately("Nothing was deleted.")
                return
            }
            let deleted = try await database.forget(account)
            reply.replyPrivately(deleted
                ? "Done: everything I stored about you is deleted."
                : "There was nothing left to delete.")
        }
    }
}
