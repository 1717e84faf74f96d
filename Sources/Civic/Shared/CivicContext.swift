import Chat
import Storage

/// What the civic commands share: the database, the nick → account directory, the rules of
/// questions and of incident reports, and how replies are formatted.
public struct CivicContext: Sendable {
    public let database: TownhallDatabase
    public let directory: any DirectoryLookup
    public let questionRules: QuestionRules
    public let formatting: ReplyFormatting
    public let incidentRules: IncidentRules

    public init(database: TownhallDatabase, directory: any DirectoryLookup = NickIsAccountDirectory(),
                questionRules: QuestionRules = QuestionRules(), formatting: ReplyFormatting = ReplyFormatting(),
                incidentRules: IncidentRules = IncidentRules()) {
        self.database = database
        self.directory = directory
        self.questionRules = questionRules
        self.formatting = formatting
        self.incidentRules = incidentRules
    }
}

extension CommandContext {
    /// The sender's stored identity. Commands with permission `.accountHolder` always have one;
    /// for the others this explains how to get one.
    func requireAccount() throws -> AccountIdentity {
        guard let account else {
            throw CommandFailure("That needs a services account: log in (/msg NickServ IDENTIFY <account> <password>, or SASL) and try again.")
        }
        return account
    }

    /// Sends `lines` privately; in a channel, also says there where they went (without content).
    func replyInPrivate(_ lines: [String], note: String) {
        if !isDirect { reply(note) }
        replyPrivately(lines.joined(separator: "\n"))
    }
}
