import Chat
import Storage

/// `following`: the members the sender follows. It can hint where they live, so it goes to a DM.
struct FollowingCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "following", usage: "following",
        summary: "The members of Congress you follow.", permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let members = try await civic.database.followedMembers(by: account)
        let line = members.isEmpty
            ? "You follow no member yet. Try: follow <member name | ST-NN>"
            : "You follow: " + MemberText.titles(members) + "."
        context.replyInPrivate([line], note: "I sent the list in a private message.")
    }
}
