import Chat
import Storage

/// `incident R7`: one report with its likes, photo link and comments.
struct IncidentCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "incident", usage: "incident <R7>",
        summary: "Show a voting-incident report with its likes, photo link and comments.", category: "Incidents")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let id = try ItemReference.incident.id(in: context.words[0], context)
        // One read: the report and its comments.
        let found = try await civic.database.reading { snapshot in
            try snapshot.incident(id).map { ($0, try snapshot.comments(under: .id(id), in: .incident)) }
        }
        guard let (incident, comments) = found else { throw ItemReference.incident.noSuch(id, context) }
        if let reason = incident.hiddenReason { throw ItemReference.incident.hidden(id, reason: reason, context) }
        var lines = [IncidentText.detail(incident, comments: comments.count, now: context.now)]
        for comment in comments {
            lines.append("\(incident.reference)/\(comment.place) \(comment.authorName), \(QuestionText.age(of: comment.createdAt, now: context.now)): \(comment.text)")
        }
        context.page(lines)
    }
}
