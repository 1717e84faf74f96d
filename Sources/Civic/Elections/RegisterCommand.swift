import Chat
import Storage

/// `register [zip]`: the registration deadline, the official links and the election office.
struct RegisterCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "register", usage: "register [ZIP]",
        summary: "How to register to vote for a ZIP (yours by default): the deadline, the official links "
            + "(register, am I registered, absentee ballot) and the election office (e.g. register 94110).",
        category: "Elections")

    func run(_ context: CommandContext) async throws {
        let place = try await ElectionPlace.read(context, civic: civic, command: "register")
        guard let elections = try await place.elections(civic: civic, context, command: "register") else { return }
        var lines: [String] = []
        var officesShown: Set<String> = []
        for facts in elections {
            let election = facts.election
            lines.append("\(election.name) (\(election.date)): "
                + (election.registrationDeadline.map { "register by \($0)" } ?? "the feed gives no registration deadline")
                + (election.hasElectionDayRegistration == true ? "; you can also register on election day" : "") + ".")
            if let info = election.registrationInfo { lines.append("Registration: \(info)") }
            if let info = election.absenteeInfo { lines.append("Absentee ballot: \(info)") }
            for office in facts.administrations where officesShown.insert("\(facts.sourceKey)|\(office.id)").inserted {
                lines += officeLines(office, hours: office.hoursID.flatMap { facts.officeHours[$0] } ?? [])
            }
        }
        lines += try await DemoElectionNote.lines(forFeeds: elections.map(\.sourceKey), civic: civic)
        place.send(lines, context, what: "how to register")
    }

    private func officeLines(_ office: VIPAdministration, hours: [VIPSchedule]) -> [String] {
        var lines: [String] = []
        let links = [("register", office.registrationURI), ("am I registered?", office.amIRegisteredURI),
                     ("absentee ballot", office.absenteeURI)]
            .compactMap { label, link in link.map { "\(label) \($0)" } }
        let name = office.name ?? "Election office"
        if !links.isEmpty { lines.append("\(name): " + links.joined(separator: " · ")) }
        let contact = [office.address, office.phone, office.email,
                       HoursText.text(hours, electionDates: []).map { "open \($0)" }].compactMap { $0 }
        if !contact.isEmpty { lines.append("\(name): " + contact.joined(separator: ", ")) }
        return lines
    }
}
