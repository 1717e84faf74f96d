import Chat
import Storage

/// `admin hide <Q12 | R7 | P5 | T3> <why>`: a hidden item vanishes from every list (and a report
/// from channel feeds) and cannot be upvoted, liked, answered or commented on. `admin unhide`
/// (`AdminUnhideCommand`) undoes it.
struct AdminHideCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "admin hide", usage: "admin hide <\(Hideable.examples)> <why>",
                           summary: "Hide \(Hideable.described) from every list (admins).", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard let first = context.words.first, context.words.count >= 2,
              let (kind, id) = Hideable.find(first) else { throw context.usageError() }
        let reason = try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context, screened: false)
        let reference = kind.reference.text(id)
        guard try await kind.setHidden(civic.database, id, reason, context.now) else {
            throw CommandFailure("There is no \(reference).")
        }
        context.reply("Hid \(reference); it no longer appears in any list.")
    }
}
