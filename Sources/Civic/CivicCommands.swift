import Chat
import Storage

/// The civic commands the app registers with the chat core.
public enum CivicCommands {
    /// Every civic command, reading and writing `database`; `directory` resolves nicks for
    /// `profile <nick>` (the console and scripts can keep the default: nick = account);
    /// `rules` holds the questions' rules (the upvote budget, its time zone, the text limits) and the
    /// letters' (template categories, body limit, email routes, the nudge), which `admin reload`
    /// may replace while the bot runs; `formatting`
    /// how tally bars are drawn (bold and colour are styling each transport renders); `incidentRules`
    /// the report limits, the ranking of `incidents` and the pace of channel feeds. Other features' commands are
    /// their own (`ScienceCommands.all`); what they hand in here (`siblings`) is their items for
    /// the commands that take any item (`like`, `comment`, `admin hide`), their lines in `export
    /// me`, `privacy` and `forget me`, their counts on a profile and what following a person brings.
    /// `screen` is what the admins' ignores and channel switches change: give the core the same one;
    /// `membership` joins and leaves channels for `admin join` and `admin part`; `connections` tells
    /// `admin status` how each network stands (nil: none is served); `reloader` reads the
    /// configuration file again for `admin reload` (nil: there is none).
    public static func all(database: TownhallDatabase,
                           directory: any DirectoryLookup = NickIsAccountDirectory(),
                           rules: CivicRules = CivicRules(),
                           formatting: ReplyFormatting = ReplyFormatting(),
                           incidentRules: IncidentRules = IncidentRules(),
                           siblings: [SiblingFeature] = [],
                           screen: AdminScreen? = nil,
                           membership: any ChannelMembership = OpenChannelMembership(),
                           connections: (any ConnectionBoard)? = nil,
                           reloader: (any ConfigurationReload)? = nil) -> [any ChatCommand] {
        let screen = screen ?? AdminScreen(database: database)
        let civic = CivicContext(database: database, directory: directory, rules: rules,
                                 formatting: formatting, incidentRules: incidentRules,
                                 siblings: siblings)
        let otherItems = siblings.map(\.items)
        let items = [CivicItemKinds.all(civic)] + otherItems
        let likeable = ItemKindList(items.flatMap(\.likeable)), hideable = ItemKindList(items.flatMap(\.hideable))
        let flaggable = ItemKindList(items.flatMap(\.flaggable)), comments = items.flatMap(\.comments)
        return [
            AboutCommand(), WelcomeCommand(civic: civic), PrivacyCommand(civic: civic),
            ZipCommand(civic: civic), DistrictCommand(civic: civic),
            RepsCommand(civic: civic), RepCommand(civic: civic), ContactCommand(civic: civic), OfficialsCommand(civic: civic),
            ProfileCommand(civic: civic),
            ProfileFieldCommand(civic: civic, field: ProfileFieldCommand.bio),
            ProfileFieldCommand(civic: civic, field: ProfileFieldCommand.party),
            PrivateCommand(civic: civic), ForgetMeCommand(civic: civic), ExportMeCommand(civic: civic),
            AskCommand(civic: civic), UpCommand(civic: civic), UnupCommand(civic: civic), QuestionsCommand(civic: civic),
            QuestionCommand(civic: civic), AnswerCommand(civic: civic), CommentCommand(civic: civic, others: ItemKindList(otherItems.flatMap(\.commentable))),
            FlagCommand(civic: civic, kinds: flaggable, comments: comments), TagsCommand(civic: civic), TopCommand(civic: civic),
            FollowCommand(civic: civic), UnfollowCommand(civic: civic),
            FollowingCommand(civic: civic), AdminFlagsCommand(kinds: flaggable, comments: comments),
            AdminVerifyCommand(civic: civic), AdminUnverifyCommand(civic: civic),
            AdminHideCommand(civic: civic, kinds: hideable, comments: comments),
            AdminUnhideCommand(kinds: hideable, comments: comments),
            AdminIgnoreCommand(civic: civic, screen: screen), AdminUnignoreCommand(screen: screen),
            AdminIgnoredCommand(screen: screen), AdminChannelCommand(screen: screen),
            AdminJoinCommand(civic: civic, membership: membership), AdminPartCommand(civic: civic, membership: membership),
            AdminStatusCommand(civic: civic, connections: connections), AdminReloadCommand(reloader: reloader),
            BillCommand(civic: civic), BillsCommand(civic: civic), VoteCommand(civic: civic),
            VotesCommand(civic: civic), HowVotedCommand(civic: civic),
            ReportCommand(civic: civic), IncidentsCommand(civic: civic), IncidentCommand(civic: civic),
            FeedCommand(civic: civic),
            SaveCommand(civic: civic), SavedCommand(civic: civic), UnsaveCommand(civic: civic),
            // One `like` and one `unlike` for every kind of reference they take.
            LikeCommand(kinds: likeable, liking: true), LikeCommand(kinds: likeable, liking: false),
            TemplatesCommand(civic: civic), TemplateCommand(civic: civic), TemplateNewCommand(civic: civic),
            TemplateEditCommand(civic: civic), TemplateDeleteCommand(civic: civic),
            DraftCommand(civic: civic), DraftDeleteCommand(civic: civic), LettersCommand(civic: civic, list: LettersCommand.drafts),
            LettersCommand(civic: civic, list: LettersCommand.sent), LetterCommand(civic: civic), SentCommand(civic: civic),
            EmailCommand(civic: civic), CopyCommand(civic: civic), SuggestCommand(civic: civic),
            CallCommand(civic: civic), CalledCommand(civic: civic),
            ElectionsCommand(civic: civic), PollsCommand(civic: civic), RegisterCommand(civic: civic),
            BallotCommand(civic: civic), RemindCommand(civic: civic), RemindCancelCommand(civic: civic),
        ]
    }
}
