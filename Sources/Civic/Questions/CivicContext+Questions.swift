import Chat
import Storage

extension CivicContext {
    /// The question behind reference `word`, visible; otherwise a one-line refusal that says
    /// what to do instead.
    func visibleQuestion(_ word: String, typedList: String) async throws -> Question {
        guard let id = QuestionReference.id(from: word) else {
            throw CommandFailure("\"\(word)\" is not a question reference; they look like Q12 (type \(typedList) to see them).")
        }
        guard let question = try await database.question(id) else {
            throw CommandFailure("There is no Q\(id). Type \(typedList) to see the questions.")
        }
        if let reason = question.hiddenReason {
            throw CommandFailure("Q\(id) was hidden by a moderator (\(reason)). Type \(typedList) to see the others.")
        }
        return question
    }

    /// The member a stored question is for (they are never deleted, only marked out of office).
    func member(of question: Question) async throws -> Member {
        guard let member = try await database.member(bioguideID: question.memberBioguide) else {
            throw CommandFailure("I can't find the member \(question.reference) was asked to.")
        }
        return member
    }

    /// Public free text (answers, comments), cleaned; empty or too long is a usage error.
    func cleanText(_ words: ArraySlice<String>, limit: Int, what: String, context: CommandContext) throws -> String {
        do throws(ProfileText.Problem) {
            return try ProfileText.clean(words.joined(separator: " "), limit: limit)
        } catch .empty {
            throw context.usageError("Your \(what) is empty")
        } catch .tooLong(_, let length) {
            throw context.usageError("Your \(what) has \(length) characters; the limit is \(limit)")
        }
    }
}
