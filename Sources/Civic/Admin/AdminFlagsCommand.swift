import Chat
import Storage

/// `admin flags`: every flaggable kind's flagged items still visible (questions, reports,
/// templates, and other features' kinds), most flagged first, then the flagged comments, paged.
struct AdminFlagsCommand: ChatCommand {
    /// Every feature's `FlaggableKind`s, each listing its own.
    let kinds: ItemKindList<FlagActions>
    /// Every feature's comments (`Q12/3`), listed after the items.
    let comments: [CommentKind]
    let spec: CommandSpec

    init(kinds: ItemKindList<FlagActions>, comments: [CommentKind]) {
        self.kinds = kinds
        self.comments = comments
        spec = CommandSpec(name: "admin flags", usage: "admin flags",
                           summary: "List flagged \(kinds.kinds.map(\.plural).joined(separator: ", ")) and comments with the reasons given.",
                           permission: .admin, category: "Admin")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        var lines: [String] = []
        for kind in kinds.kinds {
            let flagged = try await kind.action.flagged()
            guard !flagged.isEmpty else { continue }
            let example = kind.reference.text(kind.reference.example)
            lines.append("Flagged \(kind.plural) (hide one with \(context.typed("admin hide")) <\(example)> <why>):")
            lines += flagged.map { Self.line(kind.reference.text($0.id), reasons: $0.reasons) }
        }
        for kind in comments {
            let flagged = try await kind.flagged()
            guard let example = flagged.first?.reference else { continue }
            lines.append("Flagged comments on \(kind.items) (hide one with \(context.typed("admin hide")) \(example) <why>):")
            lines += flagged.map { Self.line($0.reference, reasons: $0.reasons) }
        }
        guard !lines.isEmpty else {
            context.reply("Nothing flagged waits for a moderator.")
            return
        }
        context.page(lines)
    }

    private static func line(_ reference: String, reasons: [String]) -> String {
        "\(reference), \(reasons.count == 1 ? "1 flag" : "\(reasons.count) flags"): " + reasons.joined(separator: "; ")
    }
}
