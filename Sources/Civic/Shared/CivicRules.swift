import Synchronization

/// The rules of questions and letters that the civic commands read, held where `admin reload`
/// can replace them while the bot runs (the daily upvote budget, its time zone, the email routes
/// of letters). Both are replaced in one step and read in one step, so a command that takes
/// `current` once works with the old rules or the new, never with a mix.
public final class CivicRules: Sendable {
    /// The questions' and the letters' rules as one value, so they are read together.
    public struct Current: Sendable {
        public var questions: QuestionRules
        public var letters: LetterRules

        public init(questions: QuestionRules = QuestionRules(), letters: LetterRules = LetterRules()) {
            self.questions = questions
            self.letters = letters
        }
    }

    private let rules: Mutex<Current>

    public init(questions: QuestionRules = QuestionRules(), letters: LetterRules = LetterRules()) {
        rules = Mutex(Current(questions: questions, letters: letters))
    }

    /// The rules in force now.
    public var current: Current { rules.withLock { $0 } }

    /// The rules from now on; a command already holding the old ones finishes with them.
    public func replace(with new: Current) {
        rules.withLock { $0 = new }
    }
}
