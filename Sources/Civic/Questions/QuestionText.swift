import Foundation
import Storage

/// How questions are written in replies.
enum QuestionText {
    /// List entries shorten the question to this many characters.
    static let listExcerpt = 100

    /// "Q3 ▲2 Rep. Nancy Pelosi (D-CA-11): Will you … [answered]"; `member` nil leaves the title out.
    static func listLine(_ question: QuestionHeadline, official: NamedOfficial?) -> String {
        var line = "\(question.reference) ▲\(question.upvotes)"
        if let official { line += " \(official.title)" }
        line += ": " + excerpt(question.text)
        if question.isAnswered { line += " [answered]" }
        return line
    }

    static func excerpt(_ text: String) -> String {
        text.count <= listExcerpt ? text : String(text.prefix(listExcerpt - 1)) + "…"
    }

    /// "just now", "5m ago", "3h ago", "2d ago".
    static func age(of date: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60)m ago"
        case ..<86_400: return "\(seconds / 3600)h ago"
        default: return "\(seconds / 86_400)d ago"
        }
    }

    static func upvotes(_ count: Int) -> String {
        count == 1 ? "1 upvote" : "\(count) upvotes"
    }
}
