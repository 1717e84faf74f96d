import Chat
import Storage

/// `like P5` and `unlike P5` (once per account, not your own post).
struct RockPostLikes {
    let database: TownhallDatabase
    let context: CommandContext

    func set(_ liking: Bool, _ id: Int64, by account: AccountIdentity) async throws {
        let reference = ItemReference.rockPost.text(id)
        switch try await database.setRockLike(liking, post: id, by: account, at: context.now) {
        case .done(let likes):
            context.reply("\(liking ? "You like" : "You no longer like") \(reference) (\(RockPostText.likes(likes)) now).")
        case .unchanged:
            throw CommandFailure(liking ? "You already like \(reference)." : "You had not liked \(reference).")
        case .ownPost:
            throw CommandFailure("\(reference) is your own post; like someone else's (type \(context.typed("rocks"))).")
        case .noSuchPost:
            throw ItemReference.rockPost.noSuch(id, context)
        }
    }
}
