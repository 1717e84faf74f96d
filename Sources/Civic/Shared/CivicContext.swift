import Chat
import Storage

/// What the civic commands share: the database, the nick → account directory, the rules of
/// questions, incident reports and letters, how tally bars are drawn, and what the sibling
/// features hand the shared commands (`SiblingFeature`).
public struct CivicContext: Sendable {
    public let database: TownhallDatabase
    public let directory: any DirectoryLookup
    public let questionRules: QuestionRules
    public let formatting: ReplyFormatting
    public let incidentRules: IncidentRules
    public let letterRules: LetterRules
    public let siblings: [SiblingFeature]

    public init(database: TownhallDatabase, directory: any DirectoryLookup = NickIsAccountDirectory(),
                questionRules: QuestionRules = QuestionRules(), formatting: ReplyFormatting = ReplyFormatting(),
                incidentRules: IncidentRules = IncidentRules(), letterRules: LetterRules = LetterRules(),
                siblings: [SiblingFeature] = []) {
        self.database = database
        self.directory = directory
        self.questionRules = questionRules
        self.formatting = formatting
        self.incidentRules = incidentRules
        self.letterRules = letterRules
        self.siblings = siblings
    }

    /// What is stored about a person, Civic's parts and the siblings'.
    var storedAboutYou: StoredAboutYou { StoredAboutYou(siblings: siblings) }

    /// What following a person brings ("rock posts", shown by "rocks following"), if a sibling
    /// feature gives it; nil when following a person brings nothing here.
    var personFollows: (shown: String, command: String)? { siblings.lazy.compactMap(\.personFollows).first }
}

extension CommandContext {
    /// The sender's account in a DM, nil in a channel: for choices that would reveal what the
    /// sender keeps private (their district) if made in public.
    var accountInPrivate: AccountIdentity? { isDirect ? account : nil }

    /// Sends `lines` privately, paged (the rest waits for `more`, so a long export or list is
    /// complete however small the transport's queue per person); in a channel, also says there
    /// where they went (without content).
    func replyInPrivate(_ lines: [String], note: String) {
        replyInPrivate(lines.map { StyledText($0) }, note: note)
    }

    func replyInPrivate(_ lines: [StyledText], note: String) {
        if !isDirect { reply(note) }
        page(lines, privately: true)
    }
}
