import ArgumentParser
import TownhallApp

/// The executable is thin: it parses arguments and hands over to TownhallApp.
/// Options have no defaults that could silently override the configuration file.
@main
struct Townhall: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "townhall",
        abstract: "A civic chat bot for IRC.",
        discussion: "With no subcommand, opens the interactive console on an embedded SQLite database.",
        subcommands: [Console.self, Serve.self, Converse.self, Import.self, Migrate.self, Backup.self],
        defaultSubcommand: Console.self)
}

/// Where the database is: `--database`, else the config file's `database`, else the console default.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: "SQLite database file (default: the console database).")
    var database: String?

    @Option(name: .long, help: "Read the database path from this configuration file.")
    var config: String?

    func resolvedPath() throws -> String {
        if let database { return database }
        if let config { return try ConfigurationLoader.load(path: config).database }
        return DatabaseLocation.consoleDefault()
    }
}

struct Console: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Talk to Townhall in this terminal (the default).")

    @Option(name: .long, help: "SQLite database file (default: \(DatabaseLocation.consoleDefaultDescription)).")
    var database: String?

    @Option(name: .long, help: "The account you speak as at first (default: your login name).")
    var `as`: String?

    func run() async throws {
        try await ConsoleLauncher.run(databasePath: database ?? DatabaseLocation.consoleDefault(), account: `as`)
    }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Connect to the configured IRC networks and serve.")

    @Option(name: .long, help: "The YAML configuration file (see config/townhall.example.yaml).")
    var config: String

    func run() async throws {
        let configuration: TownhallConfiguration
        do {
            configuration = try ConfigurationLoader.load(path: config)
        } catch {
            throw ValidationError("\(error)")
        }
        try await BotService(configuration: configuration).run()
    }
}

struct Converse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play conversation scripts and report pass/fail with a readable diff.")

    @Argument(help: "Conversation scripts (commands/*.convo).")
    var files: [String]

    func run() async throws {
        let passed = try await ScriptPlayer.playInProcess(files: files)
        if !passed { throw ExitCode.failure }
    }
}

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import official data: legislators (congress-legislators YAML) or districts (ZCTA CSV).")

    @Argument(help: "legislators | districts")
    var kind: DataKind

    @Argument(help: "The file to import.")
    var file: String

    @OptionGroup var options: DatabaseOptions

    func run() async throws {
        try await DataImportRunner.run(kind: kind, file: file, databasePath: options.resolvedPath())
    }
}

extension DataKind: ExpressibleByArgument {}

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Apply database migrations.")

    @OptionGroup var options: DatabaseOptions

    func run() async throws {
        try DatabaseMaintenance.migrate(databasePath: options.resolvedPath())
    }
}

struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the database with SQLite's online backup (safe while the bot runs).")

    @Argument(help: "Where to write the backup.")
    var destination: String

    @OptionGroup var options: DatabaseOptions

    func run() async throws {
        try DatabaseMaintenance.backup(databasePath: options.resolvedPath(), to: destination)
    }
}
