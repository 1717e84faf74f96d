import Chat
import Storage

/// `follow <member | bill>` and `unfollow <member | bill>`: keeps (or drops) a member of
/// Congress or a bill on the sender's list. Followers hear when a member answers, and when a
/// new roll call arrives on a bill they follow or with a member they follow.
struct FollowCommand: ChatCommand {
    let civic: CivicContext
    let follows: Bool
    let spec: CommandSpec

    init(civic: CivicContext, follows: Bool) {
        self.civic = civic
        self.follows = follows
        spec = follows
            ? CommandSpec(name: "follow", usage: "follow <member name | ST-NN | bill, e.g. hr5376-117>",
                          summary: "Follow a member of Congress or a bill: hear about their answers and new roll calls.",
                          permission: .accountHolder, category: "Questions")
            : CommandSpec(name: "unfollow", usage: "unfollow <member name | ST-NN | bill, e.g. hr5376-117>",
                          summary: "Stop following a member of Congress or a bill.", permission: .accountHolder,
                          category: "Questions")
    }

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        if IDShapes.looksLikeBill(context.words[0]) {
            guard context.words.count == 1 else { throw context.usageError() }
            try await followBill(context.words[0], account: account, context: context)
            return
        }
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

    private func followBill(_ word: String, account: AccountIdentity, context: CommandContext) async throws {
        guard let id = BillID(word) else {
            throw IDShapes.notABill(word, context)
        }
        if follows {
            let bill = try await civic.knownBill(id, context: context)
            let added = try await civic.database.followBill(bill, by: account, at: context.now)
            context.reply(added
                ? "You now follow \(bill.key) (\(bill.citation)): I will tell you when a new roll call on it arrives."
                : "You already follow \(bill.key).")
        } else {
            let removed = try await civic.database.unfollowBill(id, by: account)
            context.reply(removed ? "You no longer follow \(id.key)." : "You were not following \(id.key).")
        }
    }
}
