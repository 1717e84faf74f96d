import Foundation
import GRDB
import SQLStore

/// The bot's database. Embedded, SQLite: one `DatabasePool` in WAL mode, so readers (commands
/// answering in channels) never wait for a writer (an import or a profile update), and an online
/// backup can run while the bot serves. Shared, PostgreSQL (`open(postgres:)`). Every feature
/// reads and writes through `engine`, the same SQL on both engines; the GRDB `writer` is kept for
/// what is SQLite's own (its migrator, online backup).
///
/// Every write is one transaction; a method returns only after the transaction committed, so a
/// caller may say "done" as soon as it returns.
public final class TownhallDatabase: Sendable {
    /// The GRDB writer. A pool for files; a queue for in-memory databases (a pool needs WAL, which
    /// needs a file); none on PostgreSQL.
    let writer: SQLiteOnlyWriter

    /// The same database behind the engine-neutral SQL interface, through which every feature
    /// reads and writes, on SQLite and on PostgreSQL alike.
    public let engine: any SQLEngine

    /// Group commit for upvotes and likes, one queue per kind (see `ReactionQueues`).
    let reactionQueues: ReactionQueues

    /// Group commit for reports of voting incidents.
    let incidentQueues: IncidentWriteQueues

    /// Group commit for the Matrix sync loop's handled events.
    let matrixQueues: MatrixWriteQueues

    /// Accounts deleted so far, for caches of account rows (see `AccountDeletions`).
    let accountDeletions = AccountDeletions()

    /// Where the database lives, nil when in memory or on PostgreSQL.
    public let path: String?

    /// The PostgreSQL database, nil on SQLite.
    public let postgres: PostgresLocation?

    /// Opens (creating if needed) the database file at `path` and, unless `migrate` is false,
    /// applies pending migrations.
    public init(path: String, migrate: Bool = true) throws {
        // A command that takes only files (console, backup) given a URL would
        // otherwise make a folder "postgres:" and an SQLite file in it, and write there.
        guard !PostgresLocation.isPostgresURL(path) else {
            throw StorageError.cannotOpenDatabase("\(PostgresLocation.redactedURL(path)) is a PostgreSQL URL, and this command works on an SQLite file only (serve, migrate, sync and import take URLs)")
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try PrivateDatabaseFile.prepare(path)  // 0600 before SQLite makes its WAL and SHM beside it
        let writer = try DatabasePool(path: path, configuration: Self.configuration())
        // GRDB sets `synchronous = NORMAL` with WAL: a commit then survives a crash of the process
        // but not of the machine (the WAL is synced only at checkpoints). "Acknowledged means
        // committed" needs FULL — the WAL synced at every commit — on the one writer connection
        // (set after GRDB's WAL setup, which would override it). Group commit (upvotes) pays for it.
        // The committing writer also copies the WAL back into the file (a checkpoint) once the WAL
        // passes `wal_autocheckpoint` pages; at SQLite's 1,000 (4 MB) a busy upvote batch
        // triggered one after nearly every commit. 10,000 pages (40 MB) make them rare, and each
        // copies a page touched many times only once.
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA synchronous = FULL; PRAGMA wal_autocheckpoint = 10000")
        }
        self.writer = SQLiteOnlyWriter(writer)
        engine = SQLiteEngine(writer: writer)
        reactionQueues = ReactionQueues(writing: engine)
        incidentQueues = IncidentWriteQueues(writing: engine)
        matrixQueues = MatrixWriteQueues(writing: engine, sqlite: writer)
        self.path = path
        postgres = nil
        if migrate { try self.migrate() }
    }

    /// A private in-memory database, migrated. For throwaway uses (a console session without a file).
    public static func inMemory() throws -> TownhallDatabase {
        try TownhallDatabase(writer: DatabaseQueue(configuration: configuration()))
    }

    /// A migrated database in a fresh file under the temporary directory: a real WAL pool, for
    /// tests and throwaway runs.
    public static func temporary() throws -> TownhallDatabase {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-\(UUID().uuidString)", isDirectory: true)
        return try TownhallDatabase(path: directory.appendingPathComponent("townhall.sqlite").path)
    }

    private init(writer: any DatabaseWriter) throws {
        self.writer = SQLiteOnlyWriter(writer)
        engine = SQLiteEngine(writer: writer)
        reactionQueues = ReactionQueues(writing: engine)
        incidentQueues = IncidentWriteQueues(writing: engine)
        matrixQueues = MatrixWriteQueues(writing: engine, sqlite: writer)
        self.path = nil
        postgres = nil
        try migrate()
    }

    /// A database on PostgreSQL; the group-commit queues (reactions, reports) commit through
    /// the engine. Nothing here connects yet.
    init(postgres engine: PostgresEngine) {
        writer = SQLiteOnlyWriter(nil)
        self.engine = engine
        reactionQueues = ReactionQueues(writing: engine)
        incidentQueues = IncidentWriteQueues(writing: engine)
        matrixQueues = MatrixWriteQueues(writing: engine, sqlite: nil)
        path = nil
        postgres = engine.location
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.label = "townhall"
        // Another process (`townhall import` while `serve` runs) may hold the write lock briefly.
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // SQLite's default page cache is 2 MB per connection: on a large database every
            // upvote's index descents would go back to the file. 64 MB is an upper bound, only
            // used as pages are read.
            try db.execute(sql: "PRAGMA cache_size = -65536")
            // The like triggers re-key reports with it (see `IncidentRankKey`).
            db.add(function: IncidentRankKey.function)
        }
        return configuration
    }

    /// Applies every migration not yet applied. Safe to call repeatedly. A database migrated by a
    /// newer Townhall (it records migrations this binary does not know) is refused: GRDB's
    /// migrator would ignore them.
    public func migrate() throws {
        let writer = try writer.grdb("GRDB's migrator (on PostgreSQL, migrations run at open)")
        try writer.read { db in
            try StorageMigrations.refuseUnknown(applied: StorageMigrations.migrator.appliedIdentifiers(db), known: Self.knownMigrations)
        }
        try StorageMigrations.migrator.migrate(writer)
    }

    /// Names of the migrations applied to this database, in order.
    public func appliedMigrations() throws -> [String] {
        try writer.read { db in try StorageMigrations.migrator.appliedMigrations(db) }
    }

    /// Names of all migrations this version of the code knows.
    public static var knownMigrations: [String] { StorageMigrations.migrator.migrations }

    /// Copies the whole database into a new SQLite file at `path` with SQLite's online backup API.
    /// Works while other connections read and write; the copy is a consistent snapshot. The
    /// file is created here, mode 0600 whatever the umask (it holds what the database holds).
    public func backup(to path: String) throws {
        let source = try writer.grdb("the online backup (on PostgreSQL, use pg_dump)")
        guard try PrivateDatabaseFile.createNew(path) else {
            throw StorageError.backupDestinationExists(path)
        }
        let destination = try DatabaseQueue(path: path)
        try source.backup(to: destination)
        try destination.close()
    }
}
