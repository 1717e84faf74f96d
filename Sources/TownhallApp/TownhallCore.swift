import Chat
import Civic
import Logging
import Science
import Storage

/// Builds the one command core that every front drives — IRC (`serve`), the console and
/// conversation scripts — so they can never disagree about what a command does.
public enum TownhallCore {
    public static func make(
        database: TownhallDatabase,
        configuration: ChatConfiguration = ChatConfiguration(),
        clock: any ChatClock = SystemClock(),
        permissions: any PermissionChecker = StaticPermissions(),
        directory: any DirectoryLookup = NickIsAccountDirectory(),
        membership: any ChannelMembership = OpenChannelMembership(),
        connections: (any ConnectionBoard)? = nil,
        reloader: (any ConfigurationReload)? = nil,
        rules: CivicRules = CivicRules(),
        formatting: ReplyFormatting = ReplyFormatting(),
        incidentRules: IncidentRules = IncidentRules(),
        minerals: MineralTable = .shipped,
        quiz: QuizHall? = nil,
        executor: (any SerialExecutor)? = nil,
        logger: Logger = Logger(label: "townhall.chat")
    ) -> ChatCore {
        // the quiz hall is both commands (start, stop) and an activity (it hears the answers)
        let quiz = quiz ?? QuizHall(database: database, table: minerals, prefix: configuration.prefix)
        var configuration = configuration
        let ownFailureReply = configuration.failureReply
        configuration.failureReply = { StorageFailureText.sentence(for: $0) ?? ownFailureReply($0) }
        let screen = AdminScreen(database: database)
        let commands = CivicCommands.all(database: database, directory: directory, rules: rules,
                                         formatting: formatting, incidentRules: incidentRules,
                                         siblings: [science(database)], screen: screen, membership: membership,
                                         connections: connections, reloader: reloader)
            + ScienceCommands.all(database: database, directory: directory, blocked: rules.current.questions.blocked,
                                  minerals: minerals, quiz: quiz)
        return ChatCore(
            commands: commands.map { ReadYourWritesCommand(wrapped: $0) },
            activities: [quiz], configuration: configuration, clock: clock, permissions: permissions, screen: screen, logger: logger,
            executor: executor)
    }

    /// The science corner as Civic's shared commands see it (`SiblingFeature`, `ScienceHandOver`).
    private static func science(_ database: TownhallDatabase) -> SiblingFeature {
        SiblingFeature(items: ScienceHandOver.itemKinds(database: database), export: ScienceHandOver.exportLines,
                       exportRecords: ScienceHandOver.exportRecords,
                       storedAboutYou: ScienceHandOver.storedAboutYou, profileCounts: ScienceHandOver.profileCounts,
                       personFollows: ScienceHandOver.personFollows)
    }
}
