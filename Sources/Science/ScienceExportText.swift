import Foundation
import Chat
import Storage

/// `export me`'s lines about the science corner: rock posts, people followed (whose posts
/// `rocks following` shows) and quiz points. `export me` is Civic's; the composition root hands
/// it these lines as an export section, so the words stay with the feature they are about.
public enum ScienceExportText {
    /// The lines, none when there is nothing to say.
    public static func lines(_ export: AccountExport) -> [String] {
        var lines = export.rockPosts.map { post in
            "\(ItemReference.rockPost.text(post.id)) rock post: \(post.caption) \(post.imageURL)"
                + (post.tags.isEmpty ? "" : " " + post.tags.map { "#" + $0 }.joined(separator: " "))
        }
        if export.rockLikes + export.rockComments > 0 {
            lines.append("rock posts liked: \(export.rockLikes) — comments on rock posts: \(export.rockComments)")
        }
        if !export.peopleFollowed.isEmpty {
            lines.append("people you follow: " + export.peopleFollowed.joined(separator: ", "))
        }
        if export.quizRounds > 0 {
            lines.append("quiz: \(export.quizPoints) points from \(export.quizRounds) round\(export.quizRounds == 1 ? "" : "s") won")
        }
        return lines
    }

    /// The quizzes the account started, in full, among `export me`'s records.
    public static func records(_ export: AccountExport) -> [String] {
        export.quizzesStarted.map { "quiz started in \($0.channel), \($0.at.formatted(Date.ISO8601FormatStyle()))" }
    }
}
