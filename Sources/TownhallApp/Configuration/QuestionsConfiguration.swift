import Civic
import Foundation

/// The `questions:` section: the daily upvote budget, the time zone its day follows, text
/// limits and the operator's list of refused words.
public struct QuestionsConfiguration: Sendable, Equatable, ConfigurationSection {
    public var dailyUpvotes = 3
    public var timeZone = "America/New_York"
    public var maxQuestionLength = 400
    public var maxCommentLength = 300
    public var blockedWords: [String] = []

    public init() {}

    public var rules: QuestionRules {
        QuestionRules(dailyUpvotes: dailyUpvotes, timeZone: TimeZone(identifier: timeZone) ?? .gmt,
                      maxQuestionLength: maxQuestionLength, maxCommentLength: maxCommentLength,
                      blockedWords: Set(blockedWords))
    }

    mutating func read(_ section: inout YAMLSection) throws(ConfigurationError) {
        dailyUpvotes = try section.int("daily_upvotes", in: 0...100) ?? dailyUpvotes
        if let zone = try section.string("time_zone") {
            guard TimeZone(identifier: zone) != nil else {
                throw ConfigurationError(key: section.keyPath("time_zone"),
                                         problem: "'\(zone)' is not a time zone name such as America/Chicago")
            }
            timeZone = zone
        }
        maxQuestionLength = try section.int("max_question_length", in: 20...2_000) ?? maxQuestionLength
        maxCommentLength = try section.int("max_comment_length", in: 20...2_000) ?? maxCommentLength
        blockedWords = try section.strings("blocked_words") ?? blockedWords
    }
}
