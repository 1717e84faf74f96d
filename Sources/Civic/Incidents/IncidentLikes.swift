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
        let replies = LikeReplies(ItemReference.incident.text(id), context)
        switch outcome {
        case .counted(let likes):
            context.reply(replies.counted(liking: liking, likes: likes))
        case .ownReport where liking:
            throw replies.own("report", list: "incidents")
        case .unchanged, .ownReport:
            throw replies.unchanged(liking: liking)
        case .noSuchIncident:
            throw ItemReference.incident.noSuch(id, context)
        case .hidden(let reason):
            throw ItemReference.incident.hidden(id, reason: reason, context)
        }
    }
}
