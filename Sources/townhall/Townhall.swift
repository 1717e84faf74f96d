import ArgumentParser
import Foundation
import Import
import LiveScripts
import Logging
import Storage
import Telemetry
import TownhallApp

/// The executable is thin: it parses arguments and hands over to TownhallApp.
/// Options have no defaults that could silently override the configuration file.
@main
struct Townhall: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "townhall",
        abstract: "A civic chat bot for IRC.",
        discussion: "With no subcommand, opens the interactive console on an embedded SQLite database.",
        subcommands: [Console.self, Serve.self, Converse.self, Import.self, SyncCommand.self, Migrate.self, Backup.self, Copy.self],
        defaultSubcommand: Console.self)

    /// Log lines go to standard error, so that standard output carries only what a command
    /// prints for its user: the console's chat lines, `converse`'s report, `sync`'s summary.
    static func main() async {
        LoggingSystem.bootstrap(FormattedLogHandler.init)
        await main(nil)
    }
}

/// Where the database is: `--database`, else the config file's `database`, else the console default.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: "SQLite database file, or (for migrate, sync and import) a postgres:// URL whose password is in $TOWNHALL_DATABASE_PASSWORD (default: the console database).")
    var database: String?

    @Option(name: .long, help: "Read the database (and its password) from this configuration file.")
    var config: String?

    /// The database and, for PostgreSQL, its password: the configuration's
    /// `database_password_env`, or `TOWNHALL_DATABASE_PASSWORD` with `--database URL`. A wrong URL
    /// is a `DatabaseOpenError`, which each command prints in one line.
    func resolved() throws -> DatabaseAddress {
        try resolved(from: config.map(loadConfigurationOrExit))
    }

    /// As `resolved()`, with the configuration file already loaded (nil without `--config`).
    func resolved(from configuration: TownhallConfiguration?) throws(DatabaseOpenError) -> DatabaseAddress {
        if let database {
            return try DatabaseOpener.address(database, password: ProcessInfo.processInfo.environment["TOWNHALL_DATABASE_PASSWORD"])
        }
        if let configuration { return configuration.database }
        return .sqlite(path: DatabaseLocation.consoleDefault())
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
        let configuration = try loadConfigurationOrExit(path: config)
        do {
            try await BotService(configuration: configuration, configurationPath: config).runUntilSignalled()
        } catch let error as DatabaseOpenError {
            // the database could not be opened (or is newer than this binary): one line, no trace
            throw failure("townhall serve", error)
        } catch let error as TelemetryServerError {
            // the metrics address cannot be had: a configuration error, named in one line
            FileHandle.standardError.write(Data("townhall: \(error)\n".utf8))
            throw ExitCode(78)
        }
    }
}

struct Converse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play conversation scripts and report pass/fail with a readable diff.",
        discussion: """
            In-process by default (a fresh database per script). With --live HOST:PORT the scripts are \
            played against a running bot on a real IRC network: each speaker logs in with SASL using \
            the account:password lines of --credentials. With --live https://HOMESERVER they are played \
            on Matrix: each speaker is the Matrix user of its account (same credentials file), with a \
            new DM with the bot; a script channel #name is the room of alias #name:SERVER.
            """)

    @Argument(help: "Conversation scripts (commands/*.convo).")
    var files: [String]

    @Option(help: "Play against a live bot: an IRC network at HOST:PORT (TLS), or a Matrix homeserver at https://HOST (http only on 127.0.0.1/localhost).")
    var live: String?

    @Option(help: "With --live: the file of account:password lines for the speakers.")
    var credentials: String?

    @Option(help: "With --live: the bot's nick; on Matrix its user id, or its local part on the speakers' homeserver.")
    var botNick: String = "townhall"

    @Flag(help: "With --live: play a script that moves the clock up to its first move instead of refusing it (on Matrix, also up to its first noaccount speaker).")
    var untilClock = false

    @Option(help: "With --live: an extra CA to trust.")
    var caFile: String?

    @Option(help: "With --live: the TLS server name to verify (default: the host).")
    var serverName: String?

    func run() async throws {
        let passed: Bool
        if let live, live.hasPrefix("https://") || live.hasPrefix("http://") {
            let host = URL(string: live)?.host ?? ""
            guard live.hasPrefix("https://") || ["127.0.0.1", "localhost", "::1"].contains(host) else {
                throw ValidationError("--live \(live): plain http only to 127.0.0.1 or localhost (passwords would cross the network in clear)")
            }
            guard let credentials else { throw ValidationError("--live needs --credentials FILE") }
            let runner = MatrixScriptRunner(homeserver: live, caFile: caFile, bot: botNick,
                                            credentials: try LiveCredentials.read(fromFile: credentials),
                                            untilClock: untilClock)
            passed = try await ScriptPlayer.playLive(files: files, runner: runner)
        } else if let live {
            let parts = live.split(separator: ":")
            guard parts.count == 2, let port = Int(parts[1]) else {
                throw ValidationError("--live takes HOST:PORT or a homeserver URL, e.g. --live irc.example.org:6697 or --live https://matrix.example.org")
            }
            guard let credentials else { throw ValidationError("--live needs --credentials FILE") }
            var runner = IRCScriptRunner(
                server: .init(host: String(parts[0]), port: port, tls: true, caFile: caFile, serverName: serverName),
                botNick: botNick, credentials: try LiveCredentials.read(fromFile: credentials))
            runner.untilClock = untilClock
            passed = try await ScriptPlayer.playLive(files: files, runner: runner)
        } else {
            passed = try await ScriptPlayer.playInProcess(files: files)
        }
        if !passed { throw ExitCode.failure }
    }
}

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import official data: legislators, district-offices, social-media (congress-legislators YAML), "
            + "districts (ZCTA CSV), "
            + "votes (data.json, Senate LIS or House Clerk XML), bills (BILLSTATUS XML), "
            + "vip (a Voting Information Project feed, VIP 5.x or 6.0 XML), openstates (Open States people YAML: "
            + "state legislators, statewide officers, mayors) or state-districts (Census ZCTA → state legislative "
            + "district relationship files).",
        discussion: "For votes, bills, openstates and state-districts, give any number of files and directories (a shell glob such as "
            + "votes/*.xml works): every path is checked, every file below them read and checked, "
            + "then all are stored in one transaction.")

    @Argument(help: "legislators | district-offices | social-media | districts | votes | bills | vip | openstates | state-districts")
    var kind: DataKind

    @Argument(help: "The file to import (for votes, bills, openstates and state-districts: files and directories, one or more).")
    var paths: [String]

    @OptionGroup var options: DatabaseOptions

    func run() async throws {
        do {
            try await DataImportRunner.run(kind: kind, paths: paths, database: try options.resolved())
        } catch let error as DatabaseOpenError {
            // as serve, migrate and sync: the database could not be opened, in one line
            throw failure("townhall import", error)
        }
    }
}

extension DataKind: ExpressibleByArgument {}

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Download newer official data from the configured sources and import it.",
        discussion: """
            Asks each source only for files changed since the last sync (ETag / Last-Modified), \
            retries transient failures, imports each file in one transaction and prints a line per \
            source. --config supplies the database and the sync: section; without it the default \
            official sources are used. Exits 1 when any source failed (nothing from a failed file is imported; the next run retries it), 78 when the \
            configuration is wrong.
            """)

    @OptionGroup var options: DatabaseOptions

    @Option(name: .customLong("source"), help: "Sync only this source (repeatable; default: all).")
    var sources: [String] = []

    @Flag(help: "Show what each source last imported (from the database; no downloads).")
    var status = false

    func run() async throws {
        let configuration = try options.config.map(loadConfigurationOrExit)
        let sync = configuration?.sync ?? SyncConfiguration()
        let succeeded: Bool
        do {
            let database = try options.resolved(from: configuration)
            if status {
                for line in try await SyncRunner.status(sync, database: database, only: sources) {
                    print(line)
                }
                return
            }
            succeeded = try await SyncRunner.runPrinting(sync, database: database, only: sources)
        } catch {
            throw failure("sync", error)
        }
        if !succeeded { throw ExitCode.failure }
    }
}

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Apply database migrations.")

    @OptionGroup var options: DatabaseOptions

    func run() async throws {
        do {
            print(try await DatabaseMaintenance.migrate(database: try options.resolved()))
        } catch {
            throw failure("townhall migrate", error)
        }
    }
}

struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the database with SQLite's online backup (safe while the bot runs).")

    @Argument(help: "Where to write the backup.")
    var destination: String

    @OptionGroup var options: DatabaseOptions

    func run() async throws {
        do {
            try DatabaseMaintenance.backup(database: try options.resolved(), to: destination)
        } catch {
            // a postgres:// URL, an existing destination, an unreadable file: one line
            throw failure("townhall backup", error)
        }
    }
}

struct Copy: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy a whole database into a new, empty one: SQLite to PostgreSQL or back.",
        discussion: """
            --from and --to each take an SQLite file or a postgres:// URL. Passwords come from the \
            environment: --from-password-env and --to-password-env name the variables (default \
            TOWNHALL_FROM_DATABASE_PASSWORD and TOWNHALL_TO_DATABASE_PASSWORD; when that is unset, \
            TOWNHALL_DATABASE_PASSWORD). The target is migrated as far as the source and must be \
            empty; everything is written in one transaction, then counted and sampled against the \
            source. Stop `townhall serve` first: rows written during the copy are not copied.
            """)

    @Option(help: "The database to copy: an SQLite file or a postgres:// URL.")
    var from: String

    @Option(help: "The new, empty database: an SQLite file (created) or a postgres:// URL.")
    var to: String

    @Option(help: "The environment variable holding the source's password (default: TOWNHALL_FROM_DATABASE_PASSWORD).")
    var fromPasswordEnv: String?

    @Option(help: "The environment variable holding the target's password (default: TOWNHALL_TO_DATABASE_PASSWORD).")
    var toPasswordEnv: String?

    /// The password in the variable `named`; one the operator named must be set (a typo would
    /// otherwise surface as a refused password), a default one may be missing.
    static func password(named: String?, default fallback: String) throws -> String? {
        let environment = ProcessInfo.processInfo.environment
        guard let named else { return environment[fallback] ?? environment["TOWNHALL_DATABASE_PASSWORD"] }
        guard let password = environment[named] else {
            throw UnsetPasswordVariable(name: named)
        }
        return password
    }

    func run() async throws {
        do {
            let fromPassword = try Self.password(named: fromPasswordEnv, default: "TOWNHALL_FROM_DATABASE_PASSWORD")
            let toPassword = try Self.password(named: toPasswordEnv, default: "TOWNHALL_TO_DATABASE_PASSWORD")
            let lines = try await DatabaseCopyRunner.run(from: from, fromPassword: fromPassword, to: to, toPassword: toPassword)
            for line in lines { print(line) }
        } catch {
            throw failure("townhall copy", error)
        }
    }
}

/// A password variable the operator named (`--from-password-env X`) that is not set.
struct UnsetPasswordVariable: Error, CustomStringConvertible {
    var name: String
    var description: String { "the environment variable \(name) is not set" }
}

/// Loads the configuration at `path`, or says what is wrong (naming the key) and exits with
/// EX_CONFIG (78) before anything connects or writes. A file that others can read and that
/// holds a secret gets one warning line (`ConfigurationFileAccess`).
func loadConfigurationOrExit(path: String) throws -> TownhallConfiguration {
    do {
        let configuration = try ConfigurationLoader.load(path: path)
        // every command that reads the file logs as it says (`sync` from a timer, too)
        LogFormat.current = configuration.logging.format
        if let warning = ConfigurationFileAccess.warning(path: path) {
            FileHandle.standardError.write(Data("townhall: \(warning)\n".utf8))
        }
        return configuration
    } catch {
        FileHandle.standardError.write(Data("townhall: \(error)\n".utf8))
        throw ExitCode(78)
    }
}

/// Ends a subcommand on an error the operator can act on (a database that will not open, a
/// failed sync or copy): the error in one line on stderr after the subcommand's name, and a
/// failing exit status, without the stack trace or usage text ArgumentParser would print.
func failure(_ command: String, _ error: any Error) -> ExitCode {
    FileHandle.standardError.write(Data("\(command): \(error)\n".utf8))
    return .failure
}
