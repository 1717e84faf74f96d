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
        let weekAgo = CallText.weekStart(before: context.now)
        let (comments, callers) = try await civic.database.reading { snapshot in
            (try snapshot.comments(under: .id(template.id), in: .template),
             template.kind == .call ? try snapshot.callers(of: template.id, since: weekAgo) : 0)
        }
        let commentLines = comments.map { "\(template.reference)/\($0.place) \($0.authorName): \($0.text)" }
        let use = template.kind == .call
            ? ["\(CallText.callers(callers, about: template.reference)) Call with it: \(context.typed("call")) <member> \(template.reference)"]
            : ["Write a letter from it with: \(context.typed("draft")) \(template.reference)"]
        context.page(TemplateText.card(template, now: context.now) + commentLines + use)
    }
}
