import GRDB
import SQLStore

/// The schema, as an ordered list of named migrations. Each feature writes its own migrations
/// (the `…Schema` enum in its folder, one `SchemaMigration` each); this list alone says in which
/// order they run, because a database that was migrated once must see every later migration in
/// the same order.
///
/// Each migration is written once, in `SchemaDDL`: the SQL both engines share, with a token where
/// they spell a thing differently (`\(.id)`, `\(.integer)`, `\(.boolean)`, `\(.timestamp)`,
/// `\(.real)`, `\(.blob)`, `COLLATE \(.nocase)`, `)\(.withoutRowID)`; `SchemaDDL.Token` says
/// how each renders and why), so both make the same tables with the same columns and store values
/// alike, and a row copies as is between engines. Only what really differs is written per engine
/// (`.sqlite(…)` / `.postgres(…)` steps): triggers (SQLite's bodies vs plpgsql functions), full-text
/// search (FTS5 vs a generated tsvector + GIN), the tallies only PostgreSQL keeps. GRDB's
/// migrator runs the SQLite rendering (recorded in `grdb_migrations`, as existing files expect),
/// `PostgresMigrator` the PostgreSQL one (recorded in `townhall_migrations`), one statement at a
/// time.
///
/// Adding a migration: write it in its feature's `…Schema` enum as
/// `static let vNFoo = SchemaMigration("vN-foo", [ … ])` and append it to `ordered`; that is all
/// the code. Then the storage tests say the rest: `MigrationDigestTests` prints the line to add to
/// `MigrationDigests.shipped`, and `ShippedMigrationTests` asks for its golden files
/// (`TOWNHALL_WRITE_SHIPPED_MIGRATIONS=1 swift test --filter ShippedMigrationsWriter`).
///
/// Rule: a migration that has landed on `main` is never edited or renamed; change the schema by
/// appending a new migration with a new name. A database migrated before an edit never runs the
/// edited body, so it would silently differ from a new one (this happened: an index added to
/// "v5-letters-templates" later, mended by "v11-letter-template-likes-index").
/// `MigrationDigestTests` and `ShippedMigrationTests` hold the rule: a SHA-256 of every
/// migration's SQL on each engine (`Tests/StorageTests/MigrationDigests.swift`), and the SQL
/// itself (`Tests/StorageTests/ShippedMigrations/`); both fail when a shipped body renders other
/// SQL than it shipped with.
enum StorageMigrations {
    static let ordered: [SchemaMigration] = [
        ProfilesSchema.v1AccountsProfiles,
        MembersSchema.v1MembersDistricts,
        QuestionsSchema.v2Questions,
        QuestionsSchema.v2QuestionFlags,
        QuestionsSchema.v2QuestionUpvoteCounts,
        FollowsSchema.v2Follows,
        OutboxSchema.v2Outbox,
        QuestionsSchema.v2QuestionTopVisibleCovering,
        OutboxSchema.v3LastNick,
        BillsSchema.v3Bills,
        VotesSchema.v3Votes,
        BillsSchema.v3BillSearch,
        FollowsSchema.v3BillFollows,
        SyncSchema.v3SyncState,
        IncidentsSchema.v4Incidents,
        BookmarksSchema.v4IncidentsBookmarks,
        IncidentsSchema.v4IncidentsChannelFeeds,
        RocksSchema.v4RocksPosts,
        LettersSchema.v5LettersTemplates,
        LettersSchema.v5LettersDraftsOutbox,
        ContactSchema.v5ContactDistrictOffices,
        ContactSchema.v5ContactSocialAccounts,
        FollowsSchema.v5FollowsPeople,
        QuizSchema.v6QuizScores,
        ElectionsSchema.v6ElectionsVIP,
        ElectionRemindersSchema.v7ElectionsReminders,
        MatrixSchema.v7MatrixSync,
        LeasesSchema.v8LockLeases,
        OutboxSchema.v8OutboxClaims,
        IncidentsSchema.v8FeedClaims,
        QuestionsSchema.v8QuestionUpvoteTally,
        IncidentsSchema.v8IncidentLikeTally,
        QuestionsSchema.v9UpvoteBudgetRefund,
        QuestionsSchema.v10UpvoteTallyPostgresOnly,
        IncidentsSchema.v10LikeTallyPostgresOnly,
        LettersSchema.v11LetterTemplateLikesIndex,
        LettersSchema.v11EmailCodeCounters,
        IncidentsSchema.v11LikeTallyForgottenReports,
        MatrixSchema.v12MatrixInvites,
        OutboxSchema.v13OutboxFacts,
        MembersSchema.v14MemberChamberSince,
        LettersSchema.v15LetterTemplateFlags,
        RocksSchema.v15RockPostFlags,
        MatrixSchema.v16MatrixDevice,
        ElectionsSchema.v17VIPFeedDemo,
        CommentsSchema.v18CommentModeration,
        BillsSchema.v18BillSponsorIndex,
        CallsSchema.v18CallScripts,
        OfficialsSchema.v18StateOfficials,
        MatrixSchema.v18MatrixEncryptedRooms,
        AdminSchema.v19AdminIgnoresChannelCommands,
        AdminSchema.v19AdminJoinedChannels,
        ProfilesSchema.v19ProfileStateDistricts,
        ReactionLikesSchema.v19ItemReactions,
        SyncSchema.v20SyncRuns,
        QuestionsSchema.v20QuestionsToAnyOfficial,
        FollowsSchema.v20FollowsAnyOfficial,
        ReactionLikesSchema.v20ItemMessageSentAt,
        QuestionsSchema.v21UpvoteBatchFunction,
        QuestionsSchema.v22QuestionRank,
        QuestionsSchema.v23UpvoteRowsKeptByTriggers,
    ]

    static let migrator = SchemaMigration.grdbMigrator(running: ordered)

    static var names: [String] { ordered.map(\.name) }

    /// A database that records a migration this binary does not know was migrated by a newer
    /// Townhall: its schema may have changed under this code's feet, so it is refused (on both
    /// engines) before anything is read or written.
    static func refuseUnknown(applied: Set<String>, known: [String]) throws {
        let unknown = applied.subtracting(known).sorted()
        guard unknown.isEmpty else { throw StorageError.newerDatabase(unknownMigrations: unknown) }
    }
}
