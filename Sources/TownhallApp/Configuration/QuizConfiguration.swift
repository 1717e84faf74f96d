import Science

/// The `quiz:` section: the pace and length of the channel mineral quiz.
public struct QuizConfiguration: Sendable, Equatable {
    public var rules = QuizRules()
    /// `first_minerals`: what the first quizzes after a start ask, in this order (then minerals
    /// are drawn at random): for a themed event, or to play `commands/quiz.convo` on a live bot.
    public var firstMinerals: [String] = []

    public init() {}

    static func read(_ section: YAMLSection) throws(ConfigurationError) -> QuizConfiguration {
        var section = section
        var quiz = QuizConfiguration()
        quiz.rules.hintSeconds = try section.double("hint_seconds", in: 1...600) ?? quiz.rules.hintSeconds
        quiz.rules.hints = try section.int("hints", in: 0...QuizRules.mostHints) ?? quiz.rules.hints
        quiz.rules.defaultRounds = try section.int("rounds", in: 1...100) ?? quiz.rules.defaultRounds
        quiz.rules.maxRounds = try section.int("max_rounds", in: 1...100) ?? quiz.rules.maxRounds
        quiz.rules.maxPoints = try section.int("max_points", in: 1...1_000) ?? quiz.rules.maxPoints
        quiz.firstMinerals = try section.strings("first_minerals") ?? []
        try section.rejectUnknownKeys()
        for (index, name) in quiz.firstMinerals.enumerated() where !MineralTable.shipped.hasMineral(exactlyNamed: name) {
            throw ConfigurationError(key: "quiz.first_minerals[\(index)]",
                                     problem: "\"\(name)\" is not a mineral Townhall knows (`mineral NAME` in a chat shows one)")
        }
        guard quiz.rules.defaultRounds <= quiz.rules.maxRounds else {
            throw ConfigurationError(key: "quiz.rounds",
                                     problem: "\(quiz.rules.defaultRounds) is more than quiz.max_rounds (\(quiz.rules.maxRounds))")
        }
        return quiz
    }
}
