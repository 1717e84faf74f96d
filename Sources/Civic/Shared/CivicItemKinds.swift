import Chat

/// Civic's own items in the commands that take any item: reports and letter templates for `like`
/// and `unlike`; questions, reports and templates for `admin hide` and `admin unhide`. Other
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
            ])
    }
}
