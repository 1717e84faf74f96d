import Chat
import Storage

/// `unfollow <member | bill | @nick>`: drops a member of Congress, a bill or a person from the sender's list.
struct UnfollowCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "unfollow", usage: "unfollow <member name | ST-NN | @nick | bill, e.g. hr5376-117>",
                           summary: "Stop following a member of Congress, a bill or a person.", permission: .accountHolder,
                           category: "Questions")

    func run(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        switch try await FollowTarget.read(context, command: spec.name, civic: civic, account: account) {
        case .member(let member):
            let removed = try await civic.database.unfollow(member.bioguideID, by: account)
            context.reply(removed ? "You no longer follow \(member.title)." : "You were not following \(member.title).")
        case .bill(let id):
            let removed = try await civic.database.unfollow(id, by: account)
            context.reply(removed ? "You no longer follow \(id.key)." : "You were not following \(id.key).")
        case .person(let person):
            let removed = try await civic.database.unfollowPerson(person, by: account)
            context.reply(removed ? "You no longer follow \(person.name)." : "You were not following \(person.name).")
        }
    }
}
