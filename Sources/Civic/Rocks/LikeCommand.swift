import Chat
import Storage

/// `like P5` and `unlike P5` (one type, two registrations): dispatches on the reference's letter,
/// so other features' references (`R7` reports) join as one more case here.
struct LikeCommand: ChatCommand {
    let civic: CivicContext
    /// True for `like`, false for `unlike`.
    let liking: Bool
    let spec: CommandSpec

    init(civic: CivicContext, liking: Bool) {
        self.civic = civic
        self.liking = liking
        spec = liking
            ? CommandSpec(name: "like", usage: "like <P5>", summary: "Like a rock post.", permission: .accountHolder,
                          category: "Rocks")
            : CommandSpec(name: "unlike", usage: "unlike <P5>", summary: "Take back your like.", permission: .accountHolder,
                          category: "Rocks")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        if let id = RockPostReference.id(from: context.words[0]) {
            try await likePost(id, context)
        } else {
            throw context.usageError("\(context.words[0]) is not something to \(spec.name)")
        }
    }

    private func likePost(_ id: Int64, _ context: CommandContext) async throws {
        let account = try context.requireAccount()
        let reference = RockPostReference.text(id)
        switch try await civic.database.setRockLike(liking, post: id, by: account, at: context.now) {
        case .done(let likes):
            context.reply("\(liking ? "You like" : "You no longer like") \(reference) (\(RockPostText.likes(likes)) now).")
        case .unchanged:
            throw CommandFailure(liking ? "You already like \(reference)." : "You had not liked \(reference).")
        case .ownPost:
            throw CommandFailure("\(reference) is your own post; like someone else's (type \(context.typed("rocks"))).")
        case .noSuchPost:
            throw RockPostReference.noSuchPost(id, context)
        }
    }
}
