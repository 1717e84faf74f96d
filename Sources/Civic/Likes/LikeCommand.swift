import Chat
import Storage

/// `like R7 | P5 | T3` and `unlike R7 | P5 | T3`: one type registered twice, so both commands take the same
/// references (`Likeable`); each kind's replies stay with its feature.
struct LikeCommand: ChatCommand {
    let civic: CivicContext
    /// True for `like`, false for `unlike`.
    let liking: Bool
    let spec: CommandSpec

    init(civic: CivicContext, liking: Bool) {
        self.civic = civic
        self.liking = liking
        spec = liking
            ? CommandSpec(
                name: "like", usage: "like <\(Likeable.examples)>",
                summary: "Like \(Likeable.described), once each and never your own; liked reports rise in top.",
                permission: .accountHolder, category: "Incidents")
            : CommandSpec(
                name: "unlike", usage: "unlike <\(Likeable.examples)>",
                summary: "Take back your like of \(Likeable.described).",
                permission: .accountHolder, category: "Incidents")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        switch Likeable(context.words[0]) {
        case .incident(let id):
            try await IncidentLikes(civic: civic, context: context).set(liking, id, by: account)
        case .rockPost(let id):
            try await RockPostLikes(civic: civic, context: context).set(liking, id, by: account)
        case .template(let id):
            try await TemplateLikes(civic: civic, context: context).set(liking, id, by: account)
        case nil:
            // Reports were the first thing to like: a word no kind reads gets their refusal.
            throw ItemReference.incident.notOne(context.words[0], context)
        }
    }
}
