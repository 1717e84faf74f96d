import Chat
import Storage

/// `follow <member>` and `unfollow <member>`: keeps (or drops) a member of Congress on the
/// sender's list, whom they hear about when the member answers.
struct FollowCommand: ChatCommand {
    let civic: CivicContext
    let follows: Bool
    let spec: CommandSpec

    init(civic: CivicContext, follows: Bool) {
        self.civic = civic
        self.follows = follows
        spec = follows
            ? CommandSpec(name: "follow", usage: "follow <member name | ST-NN>",
                          summary: "Follow a member of Congress: hear when they answer questions.",
                          permission: .accountHolder, category: "Questions")
            : CommandSpec(name: "unfollow", usage: "unfollow <member name | ST-NN>",
                          summary: "Stop following a member of Congress.", permission: .accountHolder, category: "Questions")
    }

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let retry = "Try \(context.typed(spec.name)) <last name or ST-NN>."
        let (member, used) = try await MemberFinder(database: civic.database)
            .find(in: context.words, sender: account, retry: retry)
        guard used == context.words.count else { throw context.usageError() }
        if follows {
            let added = try await civic.database.follow(member.bioguideID, by: account, at: context.now)
            context.reply(added ? "You now follow \(member.title)." : "You already follow \(member.title).")
        } else {
            let removed = try await civic.database.unfollow(member.bioguideID, by: account)
            context.reply(removed ? "You no longer follow \(member.title)." : "You were not following \(member.title).")
        }
    }
}
