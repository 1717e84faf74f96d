import Chat
import Storage

/// `like R7 | T3 | …` and `unlike R7 | T3 | …`: one type registered twice, so both commands take the same
/// references (Civic's and every other feature's `LikeableKind`s); each kind's replies stay with its feature.
struct LikeCommand: ChatCommand {
    let kinds: ItemKindList<LikeAction>
    /// True for `like`, false for `unlike`.
    let liking: Bool
    let spec: CommandSpec

    init(kinds: ItemKindList<LikeAction>, liking: Bool) {
        self.kinds = kinds
        self.liking = liking
        spec = liking
            ? CommandSpec(
                name: "like", usage: "like <\(kinds.examples)>",
                summary: "Like \(kinds.described(withReferences: true)), once each and never your own; liked reports rise in top.",
                permission: .accountHolder, category: "Incidents",
                reactionLike: ReactionLike(kinds: kinds.kinds.map(\.reference), takeBack: "unlike"))
            : CommandSpec(
                name: "unlike", usage: "unlike <\(kinds.examples)>",
                summary: "Take back your like of \(kinds.described(withReferences: true)).",
                permission: .accountHolder, category: "Incidents")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        guard let (kind, id) = kinds.find(context.words[0]) else {
            // Reports were the first thing to like: a word no kind reads gets their refusal.
            throw ItemReference.incident.notOne(context.words[0], context)
        }
        try await kind.action(liking, id, account, context)
    }
}
