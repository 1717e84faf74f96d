import Chat
import Storage

/// `admin unhide <Q12 | R7 | P5 | T3>`: shows an item an admin hid again, in every list.
struct AdminUnhideCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "admin unhide", usage: "admin unhide <\(Hideable.examples)>",
                           summary: "Show a hidden item again (admins).", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let (kind, id) = Hideable.find(context.words[0]) else { throw context.usageError() }
        let reference = kind.reference.text(id)
        guard try await kind.setHidden(civic.database, id, nil, context.now) else {
            throw CommandFailure("There is no \(reference).")
        }
        context.reply("\(reference) is visible again.")
    }
}
