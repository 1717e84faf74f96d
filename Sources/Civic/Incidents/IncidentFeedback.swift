import Chat
import Storage

/// `comment R7 <text>` and `flag R7 <why>`: the report side of the `comment` and `flag`
/// commands, which take a question or a bill too.
enum IncidentFeedback {
    static func comment(_ context: CommandContext, civic: CivicContext) async throws {
        let (account, incident, text) = try await civic.incidentAndText(
            context, limit: civic.questionRules.maxCommentLength, what: "comment")
        guard try await civic.database.commentOnIncident(incident.id, text: text, by: account, at: context.now) else {
            throw CommandFailure("There is no \(incident.reference) any more.")
        }
        context.reply("Your comment is under \(incident.reference) (type \(context.typed("incident")) \(incident.reference) to see it).")
    }

    static func flag(_ context: CommandContext, civic: CivicContext) async throws {
        let (account, incident, reason) = try await civic.incidentAndText(context, limit: 200, what: "reason")
        guard try await civic.database.flagIncident(incident.id, reason: reason, by: account, at: context.now) else {
            throw CommandFailure("You already flagged \(incident.reference); the moderators have your reason.")
        }
        context.reply("Thank you: the moderators will look at \(incident.reference).")
    }
}
