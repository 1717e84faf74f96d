import Chat
import Storage

/// `ballot <street address>` (in a DM): the contests and candidates on the address's precinct
/// ballot, in the order the official feed gives.
struct BallotCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "ballot", usage: "ballot <street address>",
        summary: "What is on your ballot: the contests and candidates of your precinct, in the official feed's order (e.g. ballot 100 Example St, San Francisco 94110).",
        places: .direct, category: "Elections")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        let address = try StreetAddressReading.read(context, command: "ballot")
        let found = try await civic.database.reading { snapshot -> (AddressMatch, [BallotContest])? in
            guard let match = try snapshot.precinct(of: address) else { return nil }
            return (match, try match.precinct.ballotStyleID.map { try snapshot.ballot(match.sourceKey, ballotStyleID: $0) } ?? [])
        }
        guard let (match, contests) = found else {
            throw try await StreetAddressReading.noMatch(address, civic: civic, context, command: "ballot")
        }
        guard !contests.isEmpty else {
            throw CommandFailure("Your precinct is \(match.precinct.name); the official feed has no ballot for it.")
        }
        let lines = ["Ballot of precinct \(match.precinct.name) (\(contests.count) contests):"] + contests.map { contest in
            let title = contest.ballotTitle.flatMap { $0 == contest.name ? nil : " (\($0))" } ?? ""
            let choices = contest.choices.map { choice in choice.text + (choice.party.map { " (\($0))" } ?? "") }
            return "\(contest.name)\(title): " + (choices.isEmpty ? "no choices listed" : choices.joined(separator: " · "))
        }
        context.page(lines + (try await DemoElectionNote.lines(forFeeds: [match.sourceKey], civic: civic)))
    }
}
