import Chat
import Storage

/// `drafts`: the sender's unsent letters (in a DM).
struct DraftsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "drafts", usage: "drafts", summary: "Your unsent letters (draft L9 resumes one, draft delete L9 drops it).",
        places: .direct, permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let (letters, members) = try await civic.letterList(of: account, drafts: true)
        guard !letters.isEmpty else {
            context.reply("You have no drafts. Start a letter with: draft (or draft T3 from a template)")
            return
        }
        context.page(["Your drafts (draft L9 resumes one):"] + letters.map { LetterText.listLine($0, members: members, now: context.now) })
    }
}
