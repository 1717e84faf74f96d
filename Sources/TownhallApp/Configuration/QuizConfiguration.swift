import Civic

/// The `quiz:` section: the pace and length of the channel mineral quiz.
public struct QuizConfiguration: Sendable, Equatable {
    public var rules = QuizRules()

    public init() {}

    static func read(_ section: YAMLSection) throws(ConfigurationError) -> QuizConfiguration {
        var section = section
        var quiz = QuizConfiguration()
        quiz.rules.hintSeconds = try section.double("hint_seconds", in: 1...600) ?? quiz.rules.hintSeconds
        quiz.rules.hints = try section.int("hints", in: 0...QuizRules.mostHints) ?? quiz.rules.hints
        quiz.rules.defaultRounds = try section.int("rounds", in: 1...100) ?? quiz.rules.defaultRounds
        quiz.rules.maxRounds = try section.int("max_rounds", in: 1...100) ?? quiz.rules.maxRounds
        quiz.rules.maxPoints = try section.int("max_points", in: 1...1_000) ?? quiz.rules.maxPoints
        try section.rejectUnknownKeys()
        guard quiz.rules.defaultRounds <= quiz.rules.maxRounds else {
            throw ConfigurationError(key: "quiz.rounds",
                                     problem: "\(quiz.rules.defaultRounds) is more than quiz.max_rounds (\(quiz.rules.maxRounds))")
        }
        return quiz
    }
}
