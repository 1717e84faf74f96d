import Chat
import Storage

/// Every sentence the rock post commands write.
enum RockPostText {
    static let maxCaption = 200
    static let maxLink = 400

    /// "P5 Geode from the creek #quartz (by alice, 2 likes) https://…" (the tags are in the caption).
    static func line(_ post: RockPost) -> StyledText {
        "\(.bold(StyledText(post.reference))) \(post.caption) (by \(post.authorName), \(likes(post.likes))) "
            + .link(post.imageURL)
    }

    static func likes(_ count: Int) -> String { LikeReplies.likes(count) }

    static func notHTTPS(_ word: String) -> CommandFailure {
        CommandFailure("Start with the picture's https:// link (\"\(word.prefix(40))\" is not one), then a caption and #tags.")
    }
}
