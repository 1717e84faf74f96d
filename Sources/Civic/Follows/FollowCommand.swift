import Chat
import Storage

/// `follow <official | bill | @nick>`: keeps a member of Congress, a state or city official, a bill
/// or a person on the sender's list. Followers hear when a member answers, and when a new roll call
/// arrives on a bill they follow or with a member they follow (a state official has neither: no
/// account answers for one, and the roll calls Townhall loads are Congress's); what following a person brings is a sibling
/// feature's (a followed person's rock posts are in `rocks following`: `CivicContext.personFollows`).
/// `unfollow` (`UnfollowCommand`) drops one.
struct FollowCommand: ChatCommand {
    let civic: CivicContext
    let spec: CommandSpec

    init(civic: CivicContext) {
        self.civic = civic
        let person = civic.personFollows.map { "a person (their \($0.shown))" } ?? "a person"
        spec = CommandSpec(name: "follow", usage: "follow <official name | ST-NN | @nick | bill, e.g. hr5376-117>",
                           summary: "Follow a member of Congress, a state official or a bill (hear about answers and new roll calls), or \(person).",
                           permission: .accountHolder, category: "Questions")
    }

    func run(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        switch try await FollowTarget.read(context, command: spec.name, civic: civic, account: account) {
        case .official(let official):
            let added = try await civic.database.follow(official.id, by: account, at: context.now)
            context.reply(added ? "You now follow \(official.title)." : "You already follow \(official.title).")
        case .bill(let id):
            let bill = try await civic.knownBill(id, context: context)
            let added = try await civic.database.follow(bill, by: account, at: context.now)
            context.reply(added
                ? "You now follow \(bill.key) (\(bill.citation)): I will tell you when a new roll call on it arrives."
                : "You already follow \(bill.key).")
        case .person(let person):
            let added = try await civic.database.followPerson(person, by: account, at: context.now)
            guard added else { return context.reply("You already follow \(person.name).") }
            context.reply("You now follow \(person.name)"
                + (civic.personFollows.map { ": their \($0.shown) are in \(context.typed($0.command))." } ?? "."))
        }
    }
}
