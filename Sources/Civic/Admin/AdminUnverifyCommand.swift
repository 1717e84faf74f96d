import Chat
import Storage

/// `admin unverify <account>`: takes back a verification.
struct AdminUnverifyCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "admin unverify", usage: "admin unverify <account>",
        summary: "Take back the verification of an account.", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = AccountIdentity(network: context.network, name: context.words[0])
        let removed = try await civic.database.unverify(account)
        context.reply(removed ? "Removed the verification of \(account.name)."
                              : "There was no verification of \(account.name) to remove.")
    }
}
