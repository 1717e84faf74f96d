import Chat
import Civic
import Storage

/// The science corner's commands the app registers with the chat core, beside the civic ones:
/// minerals (`rock id`, `mineral`), rock posts and the channel quiz.
public enum ScienceCommands {
    /// Every science command, reading and writing `database`; `directory` resolves nicks for
    /// `rocks <nick>`; `questionRules` screens rock post captions with the same blocked words as
    /// questions; `minerals` the facts `rock id` and `mineral` use (the benchmark passes a bigger
    /// one); `quiz` the channel quizzes (give the same hall to the core as an activity, so it hears
    /// answers; nil: no quiz commands).
    public static func all(database: TownhallDatabase,
                           directory: any DirectoryLookup = NickIsAccountDirectory(),
                           questionRules: QuestionRules = QuestionRules(),
                           minerals: MineralTable = .shipped,
                           quiz: QuizHall? = nil) -> [any ChatCommand] {
        let civic = CivicContext(database: database, directory: directory, questionRules: questionRules)
        let quizCommands: [any ChatCommand] = quiz.map { [QuizStartCommand(hall: $0), QuizStopCommand(hall: $0)] } ?? []
        return quizCommands + [
            RockIdCommand(table: minerals), MineralCommand(table: minerals),
            RockPostCommand(civic: civic), RockShowCommand(civic: civic), RocksCommand(civic: civic),
            RockDeleteCommand(civic: civic), LeaderboardCommand(civic: civic, channels: quiz?.channels ?? .asciiCaseless),
        ]
    }
}
