import Chat
import Storage

/// `like R7` and `unlike R7`: a like lifts a report in `top` (once per account, not your own).
struct IncidentLikes {
    let civic: CivicContext
    let context: CommandContext

    func set(_ liking: Bool, _ id: Int64, by account: AccountIdentity) async throws {
        try await civic.database.useIncidentHalfLife(civic.incidentRules.halfLifeSeconds)
        // No read first: the like's own transaction finds the report missing or hidden.
        let outcome = liking
            ? try await civic.database.like(id, by: account, at: context.now)
            : try await civic.database.unlike(id, by: account)
        let ref = ItemReference.incident.text(id)
        switch outcome {
        case .counted(let likes):
            context.reply(liking ? "Liked \(ref) (\(IncidentText.likes(likes)) now)."
                                 : "You no longer like \(ref) (\(IncidentText.likes(likes)) now).")
        case .unchanged where liking:
            throw CommandFailure("You already like \(ref); each report takes one like from you (\(context.typed("unlike")) \(ref) takes it back).")
        case .ownReport where liking:
            throw CommandFailure("\(ref) is your own report; like someone else's (type \(context.typed("incidents"))).")
        case .unchanged, .ownReport:
            throw CommandFailure("You don't like \(ref), so there is nothing to take back (\(context.typed("like")) \(ref) likes it).")
        case .noSuchIncident:
            throw ItemReference.incident.noSuch(id, context)
        case .hidden(let reason):
            throw ItemReference.incident.hidden(id, reason: reason, context)
        }
    }
}
