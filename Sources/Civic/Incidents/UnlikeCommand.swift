import Chat
import Storage

/// `unlike R7`: takes back a like.
struct UnlikeCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "unlike", usage: "unlike <R7>",
        summary: "Take back your like of a voting-incident report.", permission: .accountHolder, category: "Incidents")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let list = context.typed("incidents")
        let id = try civic.incidentID(context.words[0], typedList: list)
        let ref = IncidentReference.text(id)
        try await civic.database.useIncidentHalfLife(civic.incidentRules.halfLifeSeconds)
        switch try await civic.database.unlike(id, by: account) {
        case .counted(let likes):
            context.reply("You no longer like \(ref) (\(IncidentText.likes(likes)) now).")
        case .unchanged, .ownReport:
            throw CommandFailure("You don't like \(ref), so there is nothing to take back (\(context.typed("like")) \(ref) likes it).")
        case .noSuchIncident:
            throw CivicContext.noSuchIncident(id, typedList: list)
        case .hidden(let reason):
            throw CivicContext.hiddenIncident(id, reason: reason, typedList: list)
        }
    }
}
