import Chat
import Storage

extension CivicContext {
    /// The question behind reference `word`, visible; otherwise a one-line refusal that says
    /// what to do instead.
    func visibleQuestion(_ word: String, _ context: CommandContext) async throws -> Question {
        try await visible(word, .question, context, hiddenReason: \.hiddenReason) { try $0.question($1) }
    }

    /// The official a stored question is for (members of Congress are never deleted, only marked
    /// out of office; a state official goes when a re-import of their state no longer has them).
    func official(of question: Question) async throws -> NamedOfficial {
        guard let official = try await database.reading({ try NamedOfficial.stored(question.official, in: $0) }) else {
            throw Self.unknownOfficial(of: question)
        }
        return official
    }

    static func unknownOfficial(of question: Question) -> CommandFailure {
        CommandFailure("I can't find the official \(question.reference) was asked to.")
    }

    /// For `<command> Q12 <text>`: the sender, the visible question and the cleaned text.
    func questionAndText(_ context: CommandContext, limit: Int, what: String) async throws
        -> (account: AccountIdentity, item: Question, text: String) {
        try await itemAndText(context, limit: limit, what: what) { try await visibleQuestion($0, context) }
    }

    /// Public free text (questions, answers, comments), cleaned; empty or too long is a usage
    /// error, a blocked word (unless `screened` is false, for admins' notes) a refusal.
    func cleanText(_ words: ArraySlice<String>, limit: Int, what: String, context: CommandContext,
                   screened: Bool = true) throws -> String {
        try context.cleanText(words, limit: limit, what: what, blocked: screened ? questionRules.blocked : nil)
    }
}
