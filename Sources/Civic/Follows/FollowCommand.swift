import Chat
import Storage

/// `follow <member | bill | @nick>`: keeps a member of Congress, a bill or a person on the
/// sender's list. Followers hear when a member answers, and when a new roll call arrives on a
/// bill they follow or with a member they follow; a followed person's rock posts are in
/// `rocks following`. `unfollow` (`UnfollowCommand`) drops one.
struct FollowCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "follow", usage: "follow <member name | ST-NN | @nick | bill, e.g. hr5376-117>",
                           summary: "Follow a member of Congress or a bill (hear about answers and new roll calls), or a person (their rock posts).",
                           permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        switch try await FollowTarget.read(context, command: spec.name, civic: civic, account: account) {
        case .member(let member):
            let added = try await civic.database.follow(member.bioguideID, by: account, at: context.now)
            context.reply(added ? "You now follow \(member.title)." : "You already follow \(member.title).")
        case .bill(let id):
            let bill = try await civic.knownBill(id, context: context)
            let added = try await civic.database.follow(bill, by: account, at: context.now)
            context.reply(added
                ? "You now follow \(bill.key) (\(bill.citation)): I will tell you when a new roll call on it arrives."
                : "You already follow \(bill.key).")
        case .person(let person):
            let added = try await civic.database.followPerson(person, by: account, at: context.now)
            context.reply(added ? "You now follow \(person.name): their rock posts are in \(context.typed("rocks")) following."
                : "You already follow \(person.name).")
        }
    }
}
