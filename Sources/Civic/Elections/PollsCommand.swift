import Chat
import Storage

/// `polls <zip | street address>`: with a ZIP, every election-day site, early-voting site and
/// drop box in it; with an address (in a DM only: an address is private), its precinct's
/// polling places, or that it votes by mail.
struct PollsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "polls", usage: "polls <ZIP | street address>",
        summary: "Where and when to vote: for a ZIP, its election-day sites, early-voting sites and drop boxes "
            + "with their hours; for your street address (in a private message), your precinct's polling places. "
            + "Hours are local time as the official feed gives them.",
        category: "Elections")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        if context.words.count == 1, let zip = ZipCodeWord.zip(context.words[0]) {
            return try await byZip(zip, context)
        }
        guard context.isDirect else {
            // Never echo what was typed: it may be where someone lives.
            throw CommandFailure("A street address stays private: send it to me in a private message: "
                + "\(context.privately("polls <street address>")). In a channel, ask by ZIP: \(context.typed("polls")) <ZIP>")
        }
        let address = try StreetAddressReading.read(context, command: "polls")
        let match = try await civic.database.reading { try $0.precinct(of: address) }
        guard let match else { throw try await StreetAddressReading.noMatch(address, civic: civic, context, command: "polls") }
        let dates = Set(match.electionDates)
        var lines = ["Your precinct: \(match.precinct.name)."]
        if match.isMailOnly {
            lines.append("It votes by mail only: there is no polling place; your ballot comes by mail. "
                + "Deadlines: \(context.typed("elections")) <ZIP>")
        } else if match.places.isEmpty {
            lines.append("The official feed lists no polling place for it.")
        } else {
            lines += ElectionText.grouped(match.places).map { ElectionText.placeLine($0, electionDates: dates) }
        }
        context.page(lines)
    }

    private func byZip(_ zip: String, _ context: CommandContext) async throws {
        let (places, covered, dates) = try await civic.database.reading { snapshot in
            let places = try snapshot.pollingPlaces(inZip: zip)
            let keys = Set(places.map(\.sourceKey))
            return (places, try snapshot.vipCovers(zip: zip), try keys.flatMap { try snapshot.electionDates(of: $0) })
        }
        guard covered else {
            throw CommandFailure(ElectionText.noData(for: try await ElectionPlace.ofZip(zip, civic: civic).name))
        }
        guard !places.isEmpty else {
            throw CommandFailure("The official feed that covers \(zip) lists no polling place in it; "
                + "for your own precinct's, send me your street address privately: \(context.privately("polls <street address>"))")
        }
        let groups = ElectionText.grouped(places)
        let lines = ["Voting places in \(zip) (\(groups.count)):"]
            + groups.map { ElectionText.placeLine($0, electionDates: Set(dates)) }
        context.page(lines)
    }
}
