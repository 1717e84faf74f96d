import Storage

/// `export me`'s lines about the science corner: rock posts, people followed (whose posts
/// `rocks following` shows) and quiz points. They are worded here, beside the rest of the
/// export, because `export me` is Civic's and Science depends on Civic, not Civic on Science.
enum ScienceExportText {
    /// The lines, none when there is nothing to say.
    static func lines(_ export: AccountExport) -> [String] {
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
}
