import Chat
import Storage

/// What the civic commands share: the database, the nick → account directory, the rules of
/// questions, incident reports and letters (those of questions and letters replaceable while
/// the bot runs), how tally bars are drawn, and what the sibling
/// features hand the shared commands (`SiblingFeature`). Everything but the database has a
/// default, so Swift's memberwise initializer takes only what a caller changes.
struct CivicContext: Sendable {
    let database: TownhallDatabase
    var directory: any DirectoryLookup = NickIsAccountDirectory()
    /// The rules of questions and letters, which `admin reload` may replace: a command that needs
    /// both (or one field twice across a wait) reads `rules.current` once.
    var rules = CivicRules()
    var formatting = ReplyFormatting()
    var incidentRules = IncidentRules()
    var siblings: [SiblingFeature] = []

    /// The questions' rules in force now.
    var questionRules: QuestionRules { rules.current.questions }
    /// The letters' rules in force now.
    var letterRules: LetterRules { rules.current.letters }

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
