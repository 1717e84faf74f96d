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
        // Each command and each answer to a question the bot asked runs as the person who typed
        // it, so that what it writes keeps that person's reads on the primary for a while when
        // heavy reads may go to a standby: after `up Q3`, their `top` shows Q3's new count, and
        // after answering a letter's recipients, their letter reads back with them. Every command
        // runs so, not only those that write, because the core cannot tell which write; marking
        // costs one lookup of a task-local value per write.
        return ChatCore(
            commands: commands,
            activities: [quiz], configuration: configuration, clock: clock, permissions: permissions, screen: screen, logger: logger,
            executor: executor, speakerScope: { account, body in try await TownhallDatabase.acting(for: account, body) })
    }

    /// The science corner as Civic's shared commands see it (`SiblingFeature`, `ScienceHandOver`).
    private static func science(_ database: TownhallDatabase) -> SiblingFeature {
        SiblingFeature(items: ScienceHandOver.itemKinds(database: database), export: ScienceHandOver.exportLines,
                       exportRecords: ScienceHandOver.exportRecords,
                       storedAboutYou: ScienceHandOver.storedAboutYou, profileCounts: ScienceHandOver.profileCounts,
                       personFollows: ScienceHandOver.personFollows)
    }
}
