import GRDB

/// The schema, as an ordered list of named migrations. Each feature writes its own tables (the
/// `…Schema` enums in its folder); this list alone says in which order they run, because a
/// database that was migrated once must see every later migration in the same order.
///
/// Each migration has two bodies under one name: the SQLite one (run by GRDB's migrator, which
/// records it in `grdb_migrations`, as existing files expect) and the PostgreSQL one (statements
/// run by `PostgresMigrator`, recorded in `townhall_migrations`). Both make the same tables with
/// the same columns (`…PostgresSchema` says where they differ).
///
/// Rule: a migration that has landed on `main` is never edited or renamed; change the schema by
/// appending a new migration with a new name, on both engines.
enum StorageMigrations {
    typealias Migration = (name: String, migrate: @Sendable (Database) throws -> Void, postgres: [String])

    static let ordered: [Migration] = [
        ("v1-accounts-profiles", ProfilesSchema.v1AccountsProfiles, ProfilesPostgresSchema.v1AccountsProfiles),
        ("v1-members-districts", MembersSchema.v1MembersDistricts, MembersPostgresSchema.v1MembersDistricts),
        ("v2-questions", QuestionsSchema.v2Questions, QuestionsPostgresSchema.v2Questions),
        ("v2-question-flags", QuestionsSchema.v2QuestionFlags, QuestionsPostgresSchema.v2QuestionFlags),
        ("v2-question-upvote-counts", QuestionsSchema.v2QuestionUpvoteCounts, QuestionsPostgresSchema.v2QuestionUpvoteCounts),
        ("v2-follows", FollowsSchema.v2Follows, FollowsPostgresSchema.v2Follows),
        ("v2-outbox", OutboxSchema.v2Outbox, OutboxPostgresSchema.v2Outbox),
        ("v2-question-top-visible-covering", QuestionsSchema.v2QuestionTopVisibleCovering, QuestionsPostgresSchema.v2QuestionTopVisibleCovering),
        ("v3-last-nick", OutboxSchema.v3LastNick, OutboxPostgresSchema.v3LastNick),
        ("v3-bills", BillsSchema.v3Bills, BillsPostgresSchema.v3Bills),
        ("v3-votes", VotesSchema.v3Votes, VotesPostgresSchema.v3Votes),
        ("v3-bill-search", BillsSchema.v3BillSearch, BillsPostgresSchema.v3BillSearch),
        ("v3-bill-follows", FollowsSchema.v3BillFollows, FollowsPostgresSchema.v3BillFollows),
        ("v3-sync-state", SyncSchema.v3SyncState, SyncPostgresSchema.v3SyncState),
        ("v4-incidents", IncidentsSchema.v4Incidents, IncidentsPostgresSchema.v4Incidents),
        ("v4-incidents-bookmarks", BookmarksSchema.v4IncidentsBookmarks, BookmarksPostgresSchema.v4IncidentsBookmarks),
        ("v4-incidents-channel-feeds", IncidentsSchema.v4IncidentsChannelFeeds, IncidentsPostgresSchema.v4IncidentsChannelFeeds),
        ("v4-rocks-posts", RocksSchema.v4RocksPosts, RocksPostgresSchema.v4RocksPosts),
        ("v5-letters-templates", LettersSchema.v5LettersTemplates, LettersPostgresSchema.v5LettersTemplates),
        ("v5-letters-drafts-outbox", LettersSchema.v5LettersDraftsOutbox, LettersPostgresSchema.v5LettersDraftsOutbox),
        ("v5-contact-district-offices", ContactSchema.v5ContactDistrictOffices, ContactPostgresSchema.v5ContactDistrictOffices),
        ("v5-contact-social-accounts", ContactSchema.v5ContactSocialAccounts, ContactPostgresSchema.v5ContactSocialAccounts),
        ("v5-follows-people", FollowsSchema.v5FollowsPeople, FollowsPostgresSchema.v5FollowsPeople),
        ("v6-quiz-scores", QuizSchema.v6QuizScores, QuizPostgresSchema.v6QuizScores),
        ("v6-elections-vip", ElectionsSchema.v6ElectionsVIP, ElectionsPostgresSchema.v6ElectionsVIP),
        ("v7-elections-reminders", ElectionRemindersSchema.v7ElectionsReminders, ElectionRemindersPostgresSchema.v7ElectionsReminders),
        ("v7-matrix-sync", MatrixSchema.v7MatrixSync, MatrixPostgresSchema.v7MatrixSync),
    ]

    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        for migration in ordered {
            migrator.registerMigration(migration.name, migrate: migration.migrate)
        }
        return migrator
    }()

    static var names: [String] { ordered.map(\.name) }

    /// A database that records a migration this binary does not know was migrated by a newer
    /// Townhall: its schema may have changed under this code's feet, so it is refused (on both
    /// engines) before anything is read or written.
    static func refuseUnknown(applied: Set<String>, known: [String]) throws {
        let unknown = applied.subtracting(known).sorted()
        guard unknown.isEmpty else { throw StorageError.newerDatabase(unknownMigrations: unknown) }
    }
}
