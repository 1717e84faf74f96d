import Chat
import Storage

/// `like P5` and `unlike P5` (once per account, not your own post).
struct RockPostLikes {
    let database: TownhallDatabase
    let context: CommandContext

    func set(_ liking: Bool, _ id: Int64, by account: AccountIdentity) async throws {
        let replies = LikeReplies(ItemReference.rockPost.text(id), context)
        switch try await database.setRockLike(liking, post: id, by: account, at: context.now) {
        case .done(let likes):
            context.reply(replies.counted(liking: liking, likes: likes))
        case .unchanged:
            throw replies.unchanged(liking: liking)
        case .ownPost:
            throw replies.own("post", list: "rocks")
        case .noSuchPost:
            throw ItemReference.rockPost.noSuch(id, context)
        }
    }
}
