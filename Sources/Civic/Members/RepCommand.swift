import Chat
import Storage

/// `rep <name | ST-NN>`: looks up any member of Congress, or a state or city official by name
/// (a member of Congress first when a name fits both). Public facts only, so it answers where it
/// was asked.
struct RepCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "rep", aliases: ["member"], usage: "rep <name | ST-NN>",
        summary: "Look up a member of Congress by name or by district, or a state or city official by name "
            + "(e.g. rep Pelosi, rep CA-11, rep Wiener).",
        category: "Members")

    /// More matches than this are summarised instead of listed.
    static let maxListed = 6

    func run(_ context: CommandContext) async throws {
        let query = TypedWord.trimmingTrailingPunctuation(context.arguments)
        guard !query.isEmpty, query.count <= 100 else { throw context.usageError() }
        if let district = CongressionalDistrict(code: query) {
            let members = try await civic.database.reading { try $0.houseMembers(of: district) }
            guard !members.isEmpty else { throw CommandFailure("No House member for \(district.code) in my data.") }
            context.reply(members.map(MemberText.detailLine).joined(separator: "\n"))
            return
        }
        let (members, officials) = try await civic.database.reading {
            (try $0.members(matchingName: query), try $0.stateOfficials(matchingName: query))
        }
        switch (members.count, officials.count) {
        case (0, 0):
            throw CommandFailure("No member of Congress matches \"\(query)\". Try a last name, or a district such as CA-11.")
        case (1, _):
            context.reply(MemberText.detailLine(members[0]))
        case (0, 1):
            context.reply(OfficialText.detailLine(officials[0]))
        default:
            let titles = members.map(\.title) + OfficialText.titles(officials)
            let shown = titles.prefix(Self.maxListed).joined(separator: ", ")
            let more = titles.count > Self.maxListed ? " and \(titles.count - Self.maxListed) more" : ""
            let what = officials.isEmpty ? "members" : "officials"
            context.reply("\(titles.count) \(what) match \"\(query)\": \(shown)\(more). "
                + "Which one? Try \(context.typed("rep")) <full name> or \(context.typed("rep")) <ST-NN>.")
        }
    }
}
