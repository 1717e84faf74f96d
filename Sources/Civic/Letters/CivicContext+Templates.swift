import Chat
import Storage

extension CivicContext {
    /// The visible template behind reference `word`; otherwise a one-line refusal that says
    /// what to do instead.
    func visibleTemplate(_ word: String, _ context: CommandContext) async throws -> LetterTemplate {
        let reference = ItemReference.template
        let id = try reference.id(in: word, context)
        guard let template = try await database.reading({ try $0.template(id) }) else { throw reference.noSuch(id, context) }
        if let reason = template.hiddenReason { throw reference.hidden(id, reason: reason, context) }
        return template
    }

    /// The one-line refusal for a template change that did not happen.
    func templateRefusal(_ outcome: TemplateChangeOutcome, id: Int64, _ context: CommandContext) -> CommandFailure {
        let reference = ItemReference.template
        let text = reference.text(id)
        switch outcome {
        case .done: return CommandFailure("")
        case .notFound: return reference.noSuch(id, context)
        case .hidden(let reason): return reference.hidden(id, reason: reason, context)
        case .notAuthor: return CommandFailure("Only the author of \(text) can change it; write your own with: template new")
        case .ownTemplate: return LikeReplies(text, context).own("template", list: "templates")
        case .unchanged: return CommandFailure("Nothing changed for \(text).")
        }
    }
}
