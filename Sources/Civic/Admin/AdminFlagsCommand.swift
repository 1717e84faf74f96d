import Chat
import Storage

/// `admin flags`: the flagged questions and reports still visible, most flagged first, paged.
struct AdminFlagsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "admin flags", usage: "admin flags",
        summary: "List flagged questions and reports with the reasons given.", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let (questions, incidents) = try await civic.database.reading { (try $0.flaggedQuestions(), try $0.flaggedIncidents()) }
        guard !questions.isEmpty || !incidents.isEmpty else {
            context.reply("No flagged questions or reports wait for a moderator.")
            return
        }
        var lines: [String] = []
        if !questions.isEmpty {
            lines.append("Flagged questions (hide one with \(context.typed("admin hide")) <Q12> <why>):")
            lines += questions.map { Self.line($0.reference, flags: $0.flags, reasons: $0.reasons) }
        }
        if !incidents.isEmpty {
            lines.append("Flagged reports (hide one with \(context.typed("admin hide")) <R7> <why>):")
            lines += incidents.map { Self.line($0.reference, flags: $0.flags, reasons: $0.reasons) }
        }
        context.page(lines)
    }

    private static func line(_ reference: String, flags: Int, reasons: [String]) -> String {
        "\(reference), \(flags == 1 ? "1 flag" : "\(flags) flags"): " + reasons.joined(separator: "; ")
    }
}
