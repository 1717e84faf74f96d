import Chat
import Storage

/// `following`: the officials, bills and people the sender follows. It can hint where they live, so it
/// goes to a DM.
struct FollowingCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "following", usage: "following",
        summary: "The members of Congress, state officials, bills and people you follow.", permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let (members, stateOfficials, bills, people) = try await civic.database.reading { snapshot in
            (try snapshot.followedMembers(by: account), try snapshot.followedStateOfficials(by: account),
             try snapshot.followedBills(by: account), try snapshot.followedPeople(by: account))
        }
        var lines: [String] = []
        let officials = members.map(\.title) + OfficialText.titles(stateOfficials)
        if !officials.isEmpty { lines.append("You follow: " + officials.joined(separator: ", ") + ".") }
        if !bills.isEmpty {
            lines.append("Bills you follow: " + bills.map { "\($0.id.key) (\($0.title.neutralisingControlCharacters))" }
                .joined(separator: ", ") + ".")
        }
        if !people.isEmpty {
            lines.append("People you follow: " + people.joined(separator: ", ")
                + (civic.personFollows.map { " (their \($0.shown): \($0.command))." } ?? "."))
        }
        if lines.isEmpty { lines = ["You follow no official, bill or person yet. Try: follow <official name | ST-NN | bill | @nick>"] }
        context.replyInPrivate(lines, note: "I sent the list in a private message.")
    }
}
