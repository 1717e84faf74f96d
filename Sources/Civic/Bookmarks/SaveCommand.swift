import Chat
import Storage

/// `save <R7 | Q12 | bill>`: keeps a reference on the sender's profile, to find it again with `saved`.
struct SaveCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "save", aliases: ["bookmark"], usage: "save <R7 | Q12 | election date | bill, e.g. hr5376-117>",
        summary: "Bookmark a report, a question, a bill or an election (by its date); saved lists them (privately).",
        permission: .accountHolder, category: "Bookmarks")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let target = try BookmarkTarget(context.words, context: context)
        // Only what exists and is visible can be saved; the checks throw the usual refusals.
        switch target {
        case .incident: _ = try await civic.visibleIncident(context.words[0], context)
        case .question: _ = try await civic.visibleQuestion(context.words[0], context)
        case .bill(let id): _ = try await civic.knownBill(id, context: context)
        case .election(let date):
            _ = try ElectionChoice.read(date, from: try await civic.database.reading { try $0.allElections() },
                                     context: context, command: "save")
        }
        let ref = target.reference
        guard try await civic.database.saveBookmark(ref, for: account, at: context.now) else {
            throw CommandFailure("\(ref) is already saved; type saved in a private message to see your list.")
        }
        context.reply("Saved \(ref). Type saved in a private message to see your list.")
    }
}
