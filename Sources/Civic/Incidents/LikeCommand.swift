import Chat
import Storage

/// `like R7`: lifts a report in `top` (once per account, not your own).
struct LikeCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "like", usage: "like <R7>",
        summary: "Like a voting-incident report so it rises in top (once per report, not your own).",
        permission: .accountHolder, category: "Incidents")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let list = context.typed("incidents")
        // No read first: the like's own transaction finds the report missing or hidden.
        let id = try civic.incidentID(context.words[0], typedList: list)
        let ref = IncidentReference.text(id)
        try await civic.database.useIncidentHalfLife(civic.incidentRules.halfLifeSeconds)
        switch try await civic.database.like(id, by: account, at: context.now) {
        case .counted(let likes):
            context.reply("Liked \(ref) (\(IncidentText.likes(likes)) now).")
        case .unchanged:
            throw CommandFailure("You already like \(ref); each report takes one like from you (\(context.typed("unlike")) \(ref) takes it back).")
        case .ownReport:
            throw CommandFailure("\(ref) is your own report; like someone else's (type \(list)).")
        case .noSuchIncident:
            throw CivicContext.noSuchIncident(id, typedList: list)
        case .hidden(let reason):
            throw CivicContext.hiddenIncident(id, reason: reason, typedList: list)
        }
    }
}
