import Chat
import Storage

/// The science corner's commands the app registers with the chat core, beside the civic ones:
/// minerals (`rock id`, `mineral`), rock posts and the channel quiz. What it hands Civic's shared
/// commands (any item's `like`, `export me`, `privacy`, `profile`, `follow`) is `ScienceHandOver`.
public enum ScienceCommands {
    /// Every science command, reading and writing `database`; `directory` resolves nicks for
    /// `rocks <nick>`; `blocked` the words refused in rock post captions (the operator's, as in
    /// every public text); `minerals` the facts `rock id` and `mineral` use (the benchmark passes
    /// a bigger one); `quiz` the channel quizzes (give the same hall to the core as an activity, so
    /// it hears answers; nil: no quiz commands).
    public static func all(database: TownhallDatabase,
                           directory: any DirectoryLookup = NickIsAccountDirectory(),
                           blocked: BlockedWords = BlockedWords(),
                           minerals: MineralTable = .shipped,
                           quiz: QuizHall? = nil) -> [any ChatCommand] {
        let quizCommands: [any ChatCommand] = quiz.map { [QuizStartCommand(hall: $0), QuizStopCommand(hall: $0)] } ?? []
        return quizCommands + [
            RockIdCommand(table: minerals), MineralCommand(table: minerals),
            RockPostCommand(database: database, blocked: blocked), RockShowCommand(database: database),
            RocksCommand(database: database, directory: directory), RockDeleteCommand(database: database),
            LeaderboardCommand(database: database, channels: quiz?.channels ?? .asciiCaseless),
        ]
    }
}
