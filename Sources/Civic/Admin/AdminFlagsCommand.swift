import Chat
import Storage

/// `admin flags`: the flagged questions still visible, most flagged first, paged.
struct AdminFlagsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "admin flags", usage: "admin flags",
        summary: "List flagged questions with the reasons given (admins).", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let flagged = try await civic.database.reading { try $0.flaggedQuestions() }
        guard !flagged.isEmpty else {
            context.reply("No flagged questions wait for a moderator.")
            return
        }
        var lines = ["Flagged questions (hide one with \(context.typed("admin hide")) <Q12> <why>):"]
        for entry in flagged {
            let count = entry.flags == 1 ? "1 flag" : "\(entry.flags) flags"
            lines.append("\(entry.reference), \(count): " + entry.reasons.joined(separator: "; "))
        }
        context.page(lines)
    }
}
