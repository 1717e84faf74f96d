import Chat
import Storage

/// `admin unhide <Q12 | R7 | T3 | …>` (and other features' kinds, and comments: `Q12/3`): shows an item
/// or a comment an admin hid again, in every list.
struct AdminUnhideCommand: ChatCommand {
    /// Every feature's `HideableKind`s.
    let kinds: ItemKindList<HideAction>
    /// Every feature's comments (`Q12/3`).
    let comments: [CommentKind]
    let spec: CommandSpec

    init(kinds: ItemKindList<HideAction>, comments: [CommentKind]) {
        self.kinds = kinds
        self.comments = comments
        spec = CommandSpec(name: "admin unhide", usage: "admin unhide <\(kinds.examples) | a comment: Q12/1>",
                           summary: "Show a hidden item or comment again.", permission: .admin, category: "Admin")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        if let (kind, id, reference) = try await CommentKind.comment(context.words[0], in: comments, visibleOnly: false, context) {
            guard try await kind.hide(id, nil, context.now) else { throw CommandFailure("There is no comment \(reference).") }
            context.reply("Comment \(reference) is visible again.")
            return
        }
        guard let (kind, id) = kinds.find(context.words[0]) else { throw context.usageError() }
        let reference = kind.reference.text(id)
        guard try await kind.action(id, nil, context.now) else {
            throw CommandFailure("There is no \(reference).")
        }
        context.reply("\(reference) is visible again.")
    }
}
