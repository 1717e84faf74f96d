import Chat
import Storage

/// `following`: the members, bills and people the sender follows. It can hint where they live, so it
/// goes to a DM.
struct FollowingCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "following", usage: "following",
        summary: "The members of Congress, bills and people you follow.", permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let (members, bills, people) = try await civic.database.reading { snapshot in
            (try snapshot.followedMembers(by: account), try snapshot.followedBills(by: account), try snapshot.followedPeople(by: account))
        }
        var lines: [String] = []
        if !members.isEmpty { lines.append("You follow: " + MemberText.titles(members) + ".") }
        if !bills.isEmpty {
            lines.append("Bills you follow: " + bills.map { "\($0.id.key) (\($0.title.neutralisingControlCharacters))" }
                .joined(separator: ", ") + ".")
        }
        if !people.isEmpty {
            lines.append("People you follow: " + people.joined(separator: ", ")
                + (civic.personFollows.map { " (their \($0.shown): \($0.command))." } ?? "."))
        }
        if lines.isEmpty { lines = ["You follow no member, bill or person yet. Try: follow <member name | ST-NN | bill | @nick>"] }
        context.replyInPrivate(lines, note: "I sent the list in a private message.")
    }
}
