import Chat
import Storage

/// `admin verify <account> <bioguide> [staff]`: lets an account answer questions to a member.
struct AdminVerifyCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "admin verify", usage: "admin verify <account> <bioguide ID, e.g. P000197> [staff]",
        summary: "Verify an account as a member of Congress or their staff.",
        permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        let words = context.words
        guard words.count == 2 || (words.count == 3 && words[2].lowercased() == "staff") else {
            throw context.usageError()
        }
        let account = AccountIdentity(network: context.network, name: words[0])
        let bioguide = MemberID(words[1].uppercased())
        guard let member = try await civic.database.reading({ try $0.member(bioguideID: bioguide) }) else {
            throw CommandFailure("I know no member with bioguide ID \(bioguide); they look like P000197.")
        }
        let isStaff = words.count == 3
        try await civic.database.verify(account, as: bioguide, isStaff: isStaff, at: context.now)
        context.reply("Verified \(account.name) as \(isStaff ? "staff of " : "")\(member.title).")
    }
}
