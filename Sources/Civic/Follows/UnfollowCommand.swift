import Chat
import Storage

/// `unfollow <official | bill | @nick>`: drops an official, a bill or a person from the sender's list.
struct UnfollowCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "unfollow", usage: "unfollow <official name | ST-NN | @nick | bill, e.g. hr5376-117>",
                           summary: "Stop following a member of Congress, a state official, a bill or a person.", permission: .accountHolder,
                           category: "Questions")

    func run(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        switch try await FollowTarget.read(context, command: spec.name, civic: civic, account: account) {
        case .official(let official):
            let removed = try await civic.database.unfollow(official.id, by: account)
            context.reply(removed ? "You no longer follow \(official.title)." : "You were not following \(official.title).")
        case .bill(let id):
            let removed = try await civic.database.unfollow(id, by: account)
            context.reply(removed ? "You no longer follow \(id.key)." : "You were not following \(id.key).")
        case .person(let person):
            let removed = try await civic.database.unfollowPerson(person, by: account)
            context.reply(removed ? "You no longer follow \(person.name)." : "You were not following \(person.name).")
        }
    }
}
