import Chat
import Storage

/// `letters`: the letters the sender sent, with each delivery's status (in a DM).
struct LettersCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "letters", usage: "letters", summary: "Letters you sent and how each delivery stands (letter L9 shows one).",
        places: .direct, permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let (letters, members) = try await civic.letterList(of: account, drafts: false)
        guard !letters.isEmpty else {
            context.reply("You have sent no letters yet. Start one with: draft (templates lists ready-made texts)")
            return
        }
        context.page(["Your letters:"] + letters.map { LetterText.listLine($0, members: members, now: context.now) })
    }
}
