/// The replies of `like` and `unlike`, worded alike for every kind of item (voting-incident
/// reports, letter templates, rock posts): what happened, and when nothing did, why and what to
/// type instead. Each feature says only what its item is called and where others are listed.
public struct LikeReplies {
    let reference: String
    let context: CommandContext

    /// Replies about `reference` ("R7", "T3", "P5") to the command in `context`.
    public init(_ reference: String, _ context: CommandContext) {
        self.reference = reference
        self.context = context
    }

    /// "1 like", "3 likes".
    public static func likes(_ count: Int) -> String { count == 1 ? "1 like" : "\(count) likes" }

    /// "You like R7 (3 likes now)." / "You no longer like R7 (2 likes now)."
    public func counted(liking: Bool, likes: Int) -> String {
        "\(liking ? "You like" : "You no longer like") \(reference) (\(Self.likes(likes)) now)."
    }

    /// A like given twice, or an unlike of an item the person did not like.
    public func unchanged(liking: Bool) -> CommandFailure {
        let (like, unlike) = (context.typed("like"), context.typed("unlike"))
        return CommandFailure(liking
            ? "You already like \(reference); each takes one like from you (\(unlike) \(reference) takes it back)."
            : "You don't like \(reference), so there is nothing to take back (\(like) \(reference) likes it).")
    }

    /// A like of one's own `item` ("report", "post", "template"), pointing to others' (`list`).
    public func own(_ item: String, list: String) -> CommandFailure {
        CommandFailure("\(reference) is your own \(item); like someone else's (type \(context.typed(list))).")
    }
}
