import Chat
import Storage

/// `remind <election>`: DMs 7 days and 1 day before the election's registration deadline and
/// before the election, through the outbox (so they reach people whenever they are next online).
/// `remind` alone lists the reminders asked for; `remind cancel` stops one.
struct RemindCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "remind", usage: "remind [election date | name]",
        summary: "DM me 7 days and 1 day before an election's registration deadline and before the election. "
            + "Name it by its date or part of its name, as elections lists it. Alone: the reminders you asked for.",
        permission: .accountHolder, category: "Elections")

    func run(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        guard !context.words.isEmpty else { return try await list(account, context) }
        let asked = context.words.joined(separator: " ")
        let elections = try await civic.database.reading { try $0.allElections() }
        let facts = try ElectionChoice.read(asked, from: elections, context: context, command: "remind")
        let election = facts.election
        let stages = ElectionReminderStage.stages(of: election, since: CalendarDay.of(context.now))
        guard !stages.isEmpty else {
            throw CommandFailure("\(election.name) is on \(election.date): too late for reminders, which come 7 days and 1 day before.")
        }
        guard try await civic.database.addElectionReminder(sourceKey: facts.sourceKey, electionID: election.id,
                                                          for: account, at: context.now) else {
            throw CommandFailure("You already get the reminders of \(election.name) (\(election.date)); they come by DM.")
        }
        context.reply("I'll DM you about \(election.name): \(ElectionReminderText.plan(stages)).")
    }

    /// In a DM: which elections someone follows can tell where they live.
    private func list(_ account: AccountIdentity, _ context: CommandContext) async throws {
        let requests = try await civic.database.reading { try $0.electionReminders(of: account) }
        let note = "I sent your election reminders in a private message."
        guard !requests.isEmpty else {
            context.replyInPrivate(["You have no election reminders. Ask for one with: remind <election date | name>"],
                                   note: note)
            return
        }
        let today = CalendarDay.of(context.now)
        let lines = requests.map { ElectionReminderText.listLine($0, today: today) }
        context.replyInPrivate(["Your election reminders (remind cancel <election> stops one):"] + lines,
                               note: note)
    }
}
