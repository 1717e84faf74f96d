import Chat
import Storage

/// `elections [zip]`: the elections official feeds list for a ZIP, with their deadlines.
struct ElectionsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "elections", usage: "elections [ZIP]",
        summary: "The elections for a ZIP (yours by default): date, name, registration and absentee deadlines, "
            + "election-day registration. From official Voting Information Project feeds only (e.g. elections 94110).",
        category: "Elections")

    func run(_ context: CommandContext) async throws {
        let place = try await ElectionPlace.read(context, civic: civic, command: "elections")
        guard let elections = try await place.elections(civic: civic, context, command: "elections"),
              let zip = place.zip else { return }
        let today = ElectionText.today(context.now)
        let scope = place.isOwn ? "your ZIP" : zip
        var lines = ["Elections for \(scope):"]
        lines += elections.map { ElectionText.electionLine($0.election, today: today) }
        lines.append("Where to vote: \(context.typed("polls")) \(place.isOwn ? "<your ZIP>" : zip) · registration: "
            + "\(context.typed("register")) \(place.isOwn ? "" : zip)".trimmingCharacters(in: .whitespaces))
        lines += try await DemoElectionNote.lines(forFeeds: elections.map(\.sourceKey), civic: civic)
        place.send(lines, context, what: "the elections")
    }
}
