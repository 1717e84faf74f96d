import Chat
import Storage

/// `admin hide <Q12 | R7 | T3 | …> <why>` (and other features' kinds): a hidden item vanishes from every list (and a report
/// from channel feeds) and cannot be upvoted, liked, answered or commented on. A comment
/// (`Q12/3`) is hidden the same way: it vanishes from under its item, and the others keep their
/// numbers. `admin unhide` (`AdminUnhideCommand`) undoes it.
struct AdminHideCommand: ChatCommand {
    let civic: CivicContext
    /// Every feature's `HideableKind`s.
    let kinds: ItemKindList<HideAction>
    /// Every feature's comments (`Q12/3`).
    let comments: [CommentKind]
    let spec: CommandSpec

    init(civic: CivicContext, kinds: ItemKindList<HideAction>, comments: [CommentKind]) {
        self.civic = civic
        self.kinds = kinds
        self.comments = comments
        spec = CommandSpec(name: "admin hide", usage: "admin hide <\(kinds.examples) | a comment: Q12/1> <why>",
                           summary: "Hide \(kinds.described()), or a comment under one, from every list.",
                           permission: .admin, category: "Admin")
    }

    func run(_ context: CommandContext) async throws {
        guard let first = context.words.first, context.words.count >= 2 else { throw context.usageError() }
        let reason = try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context, screened: false)
        if let (kind, id, reference) = try await CommentKind.comment(first, in: comments, visibleOnly: false, context) {
            guard try await kind.hide(id, reason, context.now) else { throw CommandFailure("There is no comment \(reference).") }
            context.reply("Hid comment \(reference); the other comments keep their numbers.")
            return
        }
        guard let (kind, id) = kinds.find(first) else { throw context.usageError() }
        let reference = kind.reference.text(id)
        guard try await kind.action(id, reason, context.now) else {
            throw CommandFailure("There is no \(reference).")
        }
        context.reply("Hid \(reference); it no longer appears in any list.")
    }
}
