import Chat
import Storage

/// `remind cancel <election>`: stops the reminders of one election, including any DM queued and
/// not yet delivered. A second word rather than an `unremind`: like `draft delete` and
/// `template delete`, it stands next to the command it undoes in help, and it reads as English.
struct RemindCancelCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "remind cancel", usage: "remind cancel <election date | name>",
        summary: "Stop the reminders of an election (type remind to list yours).",
        permission: .accountHolder, category: "Elections")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let asked = context.words.joined(separator: " ")
        let (mine, elections) = try await civic.database.reading { snapshot in
            (try snapshot.electionReminders(of: account), try snapshot.allElections())
        }
        // An election gone from its feed can only be named by its id (as remind lists it).
        if let orphan = mine.first(where: { $0.election == nil && $0.electionID == asked }) {
            _ = try await civic.database.removeElectionReminders([(orphan.sourceKey, orphan.electionID)], for: account)
            return context.reply("Cancelled: no more reminders of election \(orphan.electionID).")
        }
        let chosen = try ElectionChoice.read(asked, from: elections, context: context, command: "remind cancel").election
        // The same election in several feeds (one per county) is one election to people.
        let targets = mine.filter { $0.election?.date == chosen.date && $0.election?.name == chosen.name }
            .map { (sourceKey: $0.sourceKey, electionID: $0.electionID) }
        let removed = targets.isEmpty ? 0 : try await civic.database.removeElectionReminders(targets, for: account)
        guard removed > 0 else {
            throw CommandFailure("You get no reminders of \(chosen.name) (\(chosen.date)), so there is nothing to cancel; "
                + "type \(context.typed("remind")) to list yours.")
        }
        context.reply("Cancelled: no more reminders of \(chosen.name) (\(chosen.date)).")
    }
}
