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
                // Each is looked up first, so that a missing or hidden item gets its kind's refusal.
                FlaggableKind(reference: .question, what: "a question", action: FlagActions(
                    flag: { id, reason, account, context in
                        let question = try await civic.visibleQuestion(ItemReference.question.text(id), context)
                        let stored = try await database.flag(question.id, reason: reason, by: account, at: context.now)
                        try FlagReplies.settle(stored, question.reference, context)
                    },
                    flagged: { try await database.reading { try $0.flaggedQuestions() }.map { ($0.questionID, $0.reasons) } })),
                FlaggableKind(reference: .incident, what: "a report", action: FlagActions(
                    flag: { id, reason, account, context in
                        let incident = try await civic.visibleIncident(ItemReference.incident.text(id), context)
                        let stored = try await database.flagIncident(incident.id, reason: reason, by: account, at: context.now)
                        try FlagReplies.settle(stored, incident.reference, context)
                    },
                    flagged: { try await database.reading { try $0.flaggedIncidents() }.map { ($0.incidentID, $0.reasons) } })),
                FlaggableKind(reference: .template, what: "a letter template", action: FlagActions(
                    flag: { id, reason, account, context in
                        let template = try await civic.visibleTemplate(ItemReference.template.text(id), context)
                        let outcome = try await database.flagTemplate(template.id, reason: reason, by: account, at: context.now)
                        try FlagReplies.settle(try outcome.stored(), ItemReference.template.text(id), context)
                    },
                    flagged: { try await database.reading { try $0.flaggedTemplates() }.map { ($0.id, $0.reasons) } })),
            ])
    }
}
