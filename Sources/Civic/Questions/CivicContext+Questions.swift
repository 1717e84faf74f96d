import Chat
import Storage

extension CivicContext {
    /// The question behind reference `word`, visible; otherwise a one-line refusal that says
    /// what to do instead.
    func visibleQuestion(_ word: String, _ context: CommandContext) async throws -> Question {
        try await visible(word, .question, context, hiddenReason: \.hiddenReason) { try $0.question($1) }
    }

    /// The member a stored question is for (they are never deleted, only marked out of office).
    func member(of question: Question) async throws -> Member {
        guard let member = try await database.reading({ try $0.member(bioguideID: question.memberBioguide) }) else {
            throw Self.unknownMember(of: question)
        }
        return member
    }

    static func unknownMember(of question: Question) -> CommandFailure {
        CommandFailure("I can't find the member \(question.reference) was asked to.")
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
