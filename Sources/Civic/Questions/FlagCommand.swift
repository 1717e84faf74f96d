import Chat
import Storage

/// `flag <Q12 | R7 | T3 | P5 …> <why>`: asks the moderators to look at any item a feature made
/// flaggable (questions, reports and templates here; rock posts from Science), or at a comment
/// under one (`Q12/3`, the third comment under Q12), once per account and item. The reason is
/// screened like every public text; `admin flags` lists what waits.
struct FlagCommand: ChatCommand {
    let civic: CivicContext
    /// Every feature's `FlaggableKind`s.
    let kinds: ItemKindList<FlagActions>
    /// Every feature's comments (`Q12/3`).
    let comments: [CommentKind]
    let spec: CommandSpec

    init(civic: CivicContext, kinds: ItemKindList<FlagActions>, comments: [CommentKind]) {
        self.civic = civic
        self.kinds = kinds
        self.comments = comments
        spec = CommandSpec(
            name: "flag", usage: "flag <\(kinds.examples) | a comment: Q12/1> <why, at most 200 characters>",
            summary: "Ask the moderators to look at an abusive or off-topic \(kinds.described(withReferences: true)), "
                + "or a comment under one (Q12/1 is the first under Q12).",
            permission: .accountHolder, category: "Questions")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        if let (kind, id, reference) = try await CommentKind.comment(context.words[0], in: comments, visibleOnly: true, context) {
            let reason = try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context)
            try FlagReplies.settle(try await kind.flag(id, reason, account, context.now), "comment \(reference)", context)
            return
        }
        guard let (kind, id) = kinds.find(context.words[0]) else {
            throw context.usageError("\"\(context.words[0])\" names nothing I can flag; items look like \(kinds.examples), comments like Q12/1")
        }
        let reason = try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context)
        try await kind.action.flag(id, reason, account, context)
    }
}
