import GRDB

/// The schema, as an ordered list of named migrations. Each feature writes its own tables (the
/// `…Schema` enums in its folder); this list alone says in which order they run, because a
/// database that was migrated once must see every later migration in the same order.
///
/// Rule: a migration that has landed on `main` is never edited or renamed; change the schema by
/// appending a new migration with a new name.
enum StorageMigrations {
    static let ordered: [(name: String, migrate: @Sendable (Database) throws -> Void)] = [
        ("v1-accounts-profiles", ProfilesSchema.v1AccountsProfiles),
        ("v1-members-districts", MembersSchema.v1MembersDistricts),
        ("v2-questions", QuestionsSchema.v2Questions),
        ("v2-question-flags", QuestionsSchema.v2QuestionFlags),
        ("v2-question-upvote-counts", QuestionsSchema.v2QuestionUpvoteCounts),
        ("v2-follows", FollowsSchema.v2Follows),
        ("v2-outbox", OutboxSchema.v2Outbox),
        ("v2-question-top-visible-covering", QuestionsSchema.v2QuestionTopVisibleCovering),
        ("v3-last-nick", OutboxSchema.v3LastNick),
        ("v3-bills", BillsSchema.v3Bills),
        ("v3-votes", VotesSchema.v3Votes),
        ("v3-bill-search", BillsSchema.v3BillSearch),
        ("v3-bill-follows", FollowsSchema.v3BillFollows),
        ("v3-sync-state", SyncSchema.v3SyncState),
        ("v4-incidents", IncidentsSchema.v4Incidents),
        ("v4-incidents-bookmarks", BookmarksSchema.v4IncidentsBookmarks),
        ("v4-incidents-channel-feeds", IncidentsSchema.v4IncidentsChannelFeeds),
        ("v4-rocks-posts", RocksSchema.v4RocksPosts),
        ("v5-letters-templates", LettersSchema.v5LettersTemplates),
        ("v5-letters-drafts-outbox", LettersSchema.v5LettersDraftsOutbox),
        ("v5-contact-district-offices", ContactSchema.v5ContactDistrictOffices),
        ("v5-contact-social-accounts", ContactSchema.v5ContactSocialAccounts),
        ("v5-follows-people", FollowsSchema.v5FollowsPeople),
        ("v6-quiz-scores", QuizSchema.v6QuizScores),
        ("v6-elections-vip", ElectionsSchema.v6ElectionsVIP),
        ("v7-elections-reminders", ElectionRemindersSchema.v7ElectionsReminders),
        ("v7-matrix-sync", MatrixSchema.v7MatrixSync),
    ]

    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        for migration in ordered {
            migrator.registerMigration(migration.name, migrate: migration.migrate)
        }
        return migrator
    }()
}
