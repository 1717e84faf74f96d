import Chat
import Storage

/// `rocks [#tag | nick | new | top | random | following | mine]`: the latest posts, the most
/// liked, one at random, those with a tag, by one person, by the people the sender follows, or
/// the sender's own. `mine` answers where it was asked: `rocks <nick>` lists anyone's posts in
/// public already, so one's own reveal nothing.
struct RocksCommand: ChatCommand {
    let database: TownhallDatabase
    /// Finds the account behind `rocks <nick>`.
    let directory: any DirectoryLookup
    let spec = CommandSpec(
        name: "rocks", usage: "rocks [#tag | nick | new | top | random | following | mine]",
        summary: "Rock posts: newest first, or the most liked, a random one, a #tag, a person's, those of the people you follow, "
            + "or yours (mine).",
        category: "Rocks")

    /// At most this many of one's own posts are listed (paged with `more`).
    static let maxOwnListed = 50

    func run(_ context: CommandContext) async throws {
        guard context.words.count <= 1 else { throw context.usageError() }
        let word = context.words.first?.lowercased() ?? "new"
        var order = RockPostOrder.newest
        var tag: String?
        var author: AccountIdentity?
        var follower: AccountIdentity?
        var isOwn = false
        switch word {
        case "new": break
        case "mine":
            author = try context.requireAccount()
            isOwn = true
        case "following": follower = try context.requireAccount()
        case "top": order = .mostLiked
        case "random": order = .random
        default:
            if word.hasPrefix("#") {
                guard let found = Hashtags.tag(from: word) else { throw context.usageError() }
                tag = found
            } else {
                // Someone who is offline is still found by account name.
                let name = await directory.account(forNick: context.words[0], network: context.network)
                author = AccountIdentity(network: context.network, name: name ?? context.words[0])
            }
        }
        // Someone's own posts are paged with more, like the other "mine" lists; a browse shows five.
        let limit = order == .random ? 1 : isOwn ? Self.maxOwnListed : 5
        let (chosenTag, chosenAuthor, chosenFollower, chosenOrder) = (tag, author, follower, order)
        let posts = try await database.reading {
            try $0.rockPosts(tag: chosenTag, author: chosenAuthor, followedBy: chosenFollower, order: chosenOrder, limit: limit)
        }
        if isOwn {
            guard !posts.isEmpty else {
                throw CommandFailure("You have no rock posts yet — share one: \(context.typed("rock post")) <https image link> <caption> #tags")
            }
            return context.page(["Your rock posts, newest first:"] + posts.map(RockPostText.line))
        }
        if follower != nil, posts.isEmpty {
            throw CommandFailure("No posts from people you follow yet. Follow someone with: \(context.typed("follow")) @nick")
        }
        guard !posts.isEmpty else {
            throw CommandFailure(tag != nil || author != nil
                ? "No rock posts match \(context.words[0]) yet — type \(context.typed("rocks")) for the latest."
                : "No rock posts yet — share one: \(context.typed("rock post")) <https image link> <caption> #tags")
        }
        context.page(posts.map(RockPostText.line))
    }
}
