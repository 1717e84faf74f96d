import Chat
import Storage

extension CivicContext {
    /// The question behind reference `word`, visible; otherwise a one-line refusal that says
    /// what to do instead.
    func visibleQuestion(_ word: String, typedList: String) async throws -> Question {
        let id = try questionID(word, typedList: typedList)
        guard let question = try await database.reading({ try $0.question(id) }) else { throw Self.noSuchQuestion(id, typedList: typedList) }
        if let reason = question.hiddenReason { throw Self.hiddenQuestion(id, reason: reason, typedList: typedList) }
        return question
    }

    /// The number behind reference `word` (`Q12` → 12), or a one-line refusal.
    func questionID(_ word: String, typedList: String) throws -> Int64 {
        guard let id = QuestionReference.id(from: word) else {
            throw CommandFailure("\"\(word)\" is not a question reference; they look like Q12 (type \(typedList) to see them).")
        }
        return id
    }

    static func noSuchQuestion(_ id: Int64, typedList: String) -> CommandFailure {
        CommandFailure("There is no \(QuestionReference.text(id)). Type \(typedList) to see the questions.")
    }

    static func hiddenQuestion(_ id: Int64, reason: String, typedList: String) -> CommandFailure {
        CommandFailure("\(QuestionReference.text(id)) was hidden by a moderator (\(reason)). Type \(typedList) to see the others.")
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
        -> (account: AccountIdentity, question: Question, text: String) {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        let question = try await visibleQuestion(context.words[0], typedList: context.typed("questions"))
        let text = try cleanText(context.words.dropFirst(), limit: limit, what: what, context: context)
        return (account, question, text)
    }

    /// Public free text (questions, answers, comments), cleaned; empty or too long is a usage
    /// error, a blocked word (unless `screened` is false, for admins' notes) a refusal.
    func cleanText(_ words: ArraySlice<String>, limit: Int, what: String, context: CommandContext,
                   screened: Bool = true) throws -> String {
        let text: String
        do throws(ProfileText.Problem) {
            text = try ProfileText.clean(words.joined(separator: " "), limit: limit)
        } catch .empty {
            throw context.usageError("Your \(what) is empty")
        } catch .tooLong(_, let length) {
            throw context.usageError("Your \(what) has \(length) characters; the limit is \(limit)")
        }
        if screened, let word = questionRules.blockedWord(in: text) {
            throw CommandFailure("Your \(what) uses a word that is not allowed here (\"\(word)\"); please rephrase it.")
        }
        return text
    }
}
