import Chat
import Foundation

/// The configurable rules of questions and upvotes.
public struct QuestionRules: Sendable {
    /// Upvotes each account may cast per calendar day.
    public var dailyUpvotes: Int
    /// Where a "day" of the upvote budget starts and ends.
    public var timeZone: TimeZone {
        get { dayKeys.timeZone }
        set { dayKeys = BudgetDayKeys(timeZone: newValue) }
    }
    /// The day keys of `timeZone`, with the current day's bounds remembered.
    private var dayKeys: BudgetDayKeys
    /// Longest question, answer and comment, in characters as people see them.
    public var maxQuestionLength: Int
    public var maxCommentLength: Int
    /// Words refused in questions, answers, comments and flags (whole words, any case); the
    /// operator's configuration supplies them, and the science corner screens its captions with them.
    public var blocked: BlockedWords
    public var blockedWords: Set<String> {
        get { blocked.words }
        set { blocked = BlockedWords(newValue) }
    }

    public init(dailyUpvotes: Int = 3,
                timeZone: TimeZone = TimeZone(identifier: "America/New_York") ?? .gmt,
                maxQuestionLength: Int = 400, maxCommentLength: Int = 300, blockedWords: Set<String> = []) {
        self.dailyUpvotes = dailyUpvotes
        self.dayKeys = BudgetDayKeys(timeZone: timeZone)
        self.maxQuestionLength = maxQuestionLength
        self.maxCommentLength = maxCommentLength
        self.blocked = BlockedWords(blockedWords)
    }

    /// The first blocked word `text` contains, nil if none.
    public func blockedWord(in text: String) -> String? {
        blocked.first(in: text)
    }

    /// The budget's day key for `date`: its calendar date in `timeZone`, e.g. "2026-11-21".
    public func dayKey(for date: Date) -> String {
        dayKeys.key(for: date)
    }
}
