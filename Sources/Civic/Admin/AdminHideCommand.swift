import Chat
import Storage

/// `admin hide <Q12 | R7 | T3 | …> <why>` (and other features' kinds): a hidden item vanishes from every list (and a report
/// from channel feeds) and cannot be upvoted, liked, answered or commented on. `admin unhide`
/// (`AdminUnhideCommand`) undoes it.
struct AdminHideCommand: ChatCommand {
    let civic: CivicContext
    /// Every feature's `HideableKind`s.
    let kinds: ItemKindList<HideAction>
    let spec: CommandSpec

    init(civic: CivicContext, kinds: ItemKindList<HideAction>) {
        self.civic = civic
        self.kinds = kinds
        spec = CommandSpec(name: "admin hide", usage: "admin hide <\(kinds.examples)> <why>",
                           summary: "Hide \(kinds.described()) from every list.", permission: .admin, category: "Admin")
    }

    func run(_ context: CommandContext) async throws {
        guard let first = context.words.first, context.words.count >= 2,
              let (kind, id) = kinds.find(first) else { throw context.usageError() }
        let reason = try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context, screened: false)
        let reference = kind.reference.text(id)
        guard try await kind.action(id, reason, context.now) else {
            throw CommandFailure("There is no \(reference).")
        }
        context.reply("Hid \(reference); it no longer appears in any list.")
    }
}
