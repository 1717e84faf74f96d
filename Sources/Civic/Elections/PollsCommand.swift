import Chat
import Storage

/// `polls [zip | street address]`: with a ZIP, every election-day site, early-voting site and
/// drop box in it; with an address (in a DM only: an address is private), its precinct's
/// polling places, or that it votes by mail; alone, the sites of the asker's saved ZIP, read as
/// `elections` and `register` read it (`ElectionPlace`), so the three answer alike for someone
/// who saved their ZIP once — and, like theirs, that answer goes to a DM when asked in a channel.
struct PollsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "polls", usage: "polls [ZIP | street address]",
        summary: "Where and when to vote: for a ZIP (yours by default), its election-day sites, early-voting sites and drop boxes "
            + "with their hours; for your street address (in a private message), your precinct's polling places. "
            + "Hours are local time as the official feed gives them (e.g. polls 94110).",
        category: "Elections")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { return try await ownZip(context) }
        if context.words.count == 1, let zip = ZipCodeWord.zip(context.words[0]) {
            return context.page(try await sites(inZip: zip, context).get())
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
        context.page(lines + (try await DemoElectionNote.lines(forFeeds: [match.sourceKey], civic: civic)))
    }

    /// `polls` alone: the sites of the saved ZIP, privately; with only a district saved, what
    /// `elections` says then (no feed covers it, or the ZIP decides).
    private func ownZip(_ context: CommandContext) async throws {
        let place = try await ElectionPlace.read(context, civic: civic, command: spec.name)
        guard let zip = place.zip else {
            _ = try await place.elections(civic: civic, context, command: spec.name)
            return
        }
        switch try await sites(inZip: zip, context) {
        case .success(let lines): place.send(lines, context, what: "the voting places")
        case .failure(let refusal): place.send([refusal.message], context, what: "the answer")
        }
    }

    /// The lines that list the sites in `zip`, or the refusal that says why there are none: the
    /// caller decides where either goes (a refusal about one's own ZIP names it, so it is private).
    private func sites(inZip zip: String, _ context: CommandContext) async throws -> Result<[String], CommandFailure> {
        let (places, covered, dates) = try await civic.database.reading { snapshot in
            let places = try snapshot.pollingPlaces(inZip: zip)
            let keys = Set(places.map(\.sourceKey))
            return (places, try snapshot.vipCovers(zip: zip), try keys.flatMap { try snapshot.electionDates(of: $0) })
        }
        guard covered else {
            return .failure(CommandFailure(try await ElectionPlace.ofZip(zip, civic: civic).noData))
        }
        guard !places.isEmpty else {
            return .failure(CommandFailure("The official feed that covers \(zip) lists no polling place in it; "
                + "for your own precinct's, send me your street address privately: \(context.privately("polls <street address>"))"))
        }
        let groups = ElectionText.grouped(places)
        return .success(["Voting places in \(zip) (\(groups.count)):"]
            + groups.map { ElectionText.placeLine($0, electionDates: Set(dates)) }
            + (try await DemoElectionNote.lines(forFeeds: places.map(\.sourceKey), civic: civic)))
    }
}
