import Chat
import Storage

/// `letters` (the letters the sender sent, with each delivery's status) and `drafts` (their
/// unsent ones): one type registered twice, since the two lists differ only in which letters
/// and the words around them. Both in a DM: a letter's recipients are the writer's business.
struct LettersCommand: ChatCommand {
    /// Which list, with its words.
    struct List: Sendable {
        var drafts: Bool
        var name: String
        var summary: String
        var heading: String
        var none: String
    }

    static let sent = List(drafts: false, name: "letters", summary: "Letters you sent and how each delivery stands (letter L9 shows one).",
                           heading: "Your letters:",
                           none: "You have sent no letters yet. Start one with: draft (templates lists ready-made texts)")
    static let drafts = List(drafts: true, name: "drafts", summary: "Your unsent letters (draft L9 resumes one, draft delete L9 drops it).",
                             heading: "Your drafts (draft L9 resumes one):",
                             none: "You have no drafts. Start a letter with: draft (or draft T3 from a template)")

    let civic: CivicContext
    let list: List
    let spec: CommandSpec

    init(civic: CivicContext, list: List) {
        self.civic = civic
        self.list = list
        spec = CommandSpec(name: list.name, usage: list.name, summary: list.summary, places: .direct,
                           permission: .accountHolder, category: "Letters")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let (letters, officials) = try await civic.letterList(of: account, drafts: list.drafts)
        guard !letters.isEmpty else {
            context.reply(list.none)
            return
        }
        context.page([list.heading] + letters.map { LetterText.listLine($0, officials: officials, now: context.now) })
    }
}
