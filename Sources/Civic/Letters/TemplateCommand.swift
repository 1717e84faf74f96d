import Chat
import Storage

/// `template T3`: one template's card — title, category, tags, author (unless private),
/// likes, comments and the start of its body, then its comments.
struct TemplateCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "template", usage: "template T3",
        summary: "Show a letter template (template new writes one; template edit|delete T3 for yours).",
        category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let template = try await civic.visibleTemplate(context.words[0], context)
        let comments = try await civic.database.reading { try $0.comments(under: .id(template.id), in: .template) }
        let commentLines = comments.map { "\(template.reference)/\($0.place) \($0.authorName): \($0.text)" }
        context.page(TemplateText.card(template, now: context.now) + commentLines
            + ["Write a letter from it with: \(context.typed("draft")) \(template.reference)"])
    }
}
