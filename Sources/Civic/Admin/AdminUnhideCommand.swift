import Chat
import Storage

/// `admin unhide <Q12 | R7 | T3 | …>` (and other features' kinds): shows an item an admin hid again, in every list.
struct AdminUnhideCommand: ChatCommand {
    /// Every feature's `HideableKind`s.
    let kinds: ItemKindList<HideAction>
    let spec: CommandSpec

    init(kinds: ItemKindList<HideAction>) {
        self.kinds = kinds
        spec = CommandSpec(name: "admin unhide", usage: "admin unhide <\(kinds.examples)>",
                           summary: "Show a hidden item again.", permission: .admin, category: "Admin")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let (kind, id) = kinds.find(context.words[0]) else { throw context.usageError() }
        let reference = kind.reference.text(id)
        guard try await kind.action(id, nil, context.now) else {
            throw CommandFailure("There is no \(reference).")
        }
        context.reply("\(reference) is visible again.")
    }
}
