import Foundation
import Chat

/// Civic's own items in the commands that take any item: reports and letter templates for `like`
/// and `unlike`; questions, reports and templates for `flag`, `admin hide` and `admin unhide`. Other
/// features hand theirs in beside these (`CivicCommands.all`). Comments on Civic's own items
/// (and on bills, which have no letter) are `CommentCommand`'s, each with its own checks.
enum CivicItemKinds {
    static func all(_ civic: CivicContext) -> FeatureItemKinds {
        let database = civic.database
        return FeatureItemKinds(
            likeable: [
                LikeableKind(reference: .incident, what: "a voting-incident report") { liking, id, account, context in
                    try await IncidentLikes(civic: civic, context: context).set(liking, id, by: account)
                },
                LikeableKind(reference: .template, what: "a letter template") { liking, id, account, context in
                    try await TemplateLikes(civic: civic, context: context).set(liking, id, by: account)
                },
            ],
            hideable: [
                HideableKind(reference: .question, what: "a question") { try await database.setHidden($0, reason: $1, at: $2) },
                HideableKind(reference: .incident, what: "a report") { try await database.setIncidentHidden($0, reason: $1, at: $2) },
                HideableKind(reference: .template, what: "a letter template") {
                    try await database.setTemplateHidden($0, reason: $1, at: $2)
                },
            ],
            flaggable: [
                FlaggableKind(reference: .question, what: "a question", action: FlagActions(
                    flag: flag(.question, lookUp: { _ = try await civic.visibleQuestion($0, $1) }) {
                        try await database.flag($0, reason: $1, by: $2, at: $3)
                    },
                    flagged: { try await database.reading { try $0.flaggedQuestions() }.map { ($0.questionID, $0.reasons) } })),
                FlaggableKind(reference: .incident, what: "a report", action: FlagActions(
                    flag: flag(.incident, lookUp: { _ = try await civic.visibleIncident($0, $1) }) {
                        try await database.flagIncident($0, reason: $1, by: $2, at: $3)
                    },
                    flagged: { try await database.reading { try $0.flaggedIncidents() }.map { ($0.incidentID, $0.reasons) } })),
                FlaggableKind(reference: .template, what: "a letter template", action: FlagActions(
                    flag: flag(.template, lookUp: { _ = try await civic.visibleTemplate($0, $1) }) {
                        try await database.flagTemplate($0, reason: $1, by: $2, at: $3).stored()
                    },
                    flagged: { try await database.reading { try $0.flaggedTemplates() }.map { ($0.id, $0.reasons) } })),
            ],
            comments: CivicCommentKinds.all(civic))
    }

    /// A flag of item `id` of `reference`'s kind: looked up visible first (a missing or hidden
    /// item gets its kind's own refusal), then stored, then thanked for or said to be there already.
    private static func flag(_ reference: ItemReference,
                             lookUp: @escaping @Sendable (_ word: String, _ context: CommandContext) async throws -> Void,
                             store: @escaping @Sendable (_ id: Int64, _ reason: String, _ account: AccountIdentity,
                                                         _ date: Date) async throws -> Bool) -> FlagActions.Flag {
        { id, reason, account, context in
            try await lookUp(reference.text(id), context)
            try FlagReplies.settle(try await store(id, reason, account, context.now), reference.text(id), context)
        }
    }
}
