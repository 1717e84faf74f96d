import GRDB

/// The schema, as an ordered list of named migrations.
///
/// Rule: a migration that has landed on `main` is never edited; change the schema by appending a
/// new migration with a new name.
enum StorageMigrations {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-accounts-profiles") { db in
            // An account is a services account on one network; the name compares case-insensitively
            // (ASCII) the way services do.
            try db.execute(sql: """
                CREATE TABLE account (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    network TEXT NOT NULL,
                    name TEXT NOT NULL COLLATE NOCASE,
                    created_at DATETIME NOT NULL,
                    UNIQUE (network, name)
                );
                CREATE TABLE profile (
                    account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
                    zip TEXT,
                    district_state TEXT,
                    district_number INTEGER,
                    bio TEXT,
                    party TEXT,
                    is_private BOOLEAN NOT NULL DEFAULT 0,
                    created_at DATETIME NOT NULL,
                    updated_at DATETIME NOT NULL
                );
                """)
        }
        migrator.registerMigration("v1-members-districts") { db in
            // district: 0 = at-large, NULL for senators. in_office = 0 keeps members that left the
            // official file so later features (questions, votes) can still name them.
            try db.execute(sql: """
                CREATE TABLE member (
                    bioguide_id TEXT PRIMARY KEY NOT NULL,
                    lis_id TEXT,
                    thomas_id TEXT,
                    govtrack_id INTEGER,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    official_full_name TEXT,
                    nickname TEXT,
                    chamber TEXT NOT NULL CHECK (chamber IN ('house', 'senate')),
                    state TEXT NOT NULL,
                    district INTEGER,
                    party TEXT,
                    phone TEXT,
                    office TEXT,
                    address TEXT,
                    contact_form TEXT,
                    url TEXT,
                    term_start TEXT,
                    term_end TEXT,
                    senate_class INTEGER,
                    in_office BOOLEAN NOT NULL DEFAULT 1
                );
                CREATE INDEX member_on_state_district ON member(state, district);
                CREATE INDEX member_on_last_name ON member(last_name COLLATE NOCASE);
                CREATE TABLE zip_district (
                    zcta TEXT NOT NULL,
                    state TEXT NOT NULL,
                    state_fips TEXT NOT NULL,
                    district INTEGER NOT NULL,
                    PRIMARY KEY (zcta, state, district)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v2-questions") { db in
            // Upvotes are counted, not stored on the question, so a forgotten account's upvotes
            // vanish with it (cascade) and no counter can drift. `day` is the upvote's calendar
            // day in the bot's time zone ("2026-11-21"), the key of the daily budget.
            // An answer survives its answerer's `forget me` (it is a public statement).
            try db.execute(sql: """
                CREATE TABLE question (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    asker_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
                    text TEXT NOT NULL,
                    created_at DATETIME NOT NULL,
                    hidden_reason TEXT,
                    hidden_at DATETIME,
                    answer_text TEXT,
                    answerer_id INTEGER REFERENCES account(id) ON DELETE SET NULL,
                    answerer_is_staff BOOLEAN,
                    answered_at DATETIME
                );
                CREATE INDEX question_on_member ON question(member_bioguide, created_at);
                CREATE INDEX question_on_asker ON question(asker_id);
                CREATE TABLE question_tag (
                    question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,
                    tag TEXT NOT NULL COLLATE NOCASE,
                    PRIMARY KEY (question_id, tag)
                ) WITHOUT ROWID;
                CREATE INDEX question_tag_on_tag ON question_tag(tag, question_id);
                CREATE TABLE upvote (
                    question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,
                    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    day TEXT NOT NULL,
                    created_at DATETIME NOT NULL,
                    PRIMARY KEY (question_id, account_id)
                ) WITHOUT ROWID;
                CREATE INDEX upvote_on_account_day ON upvote(account_id, day);
                CREATE TABLE question_comment (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,
                    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    text TEXT NOT NULL,
                    created_at DATETIME NOT NULL
                );
                CREATE INDEX question_comment_on_question ON question_comment(question_id, id);
                CREATE INDEX question_comment_on_author ON question_comment(author_id);
                CREATE TABLE verified_account (
                    account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
                    member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
                    is_staff BOOLEAN NOT NULL,
                    verified_at DATETIME NOT NULL
                );
                """)
        }
        migrator.registerMigration("v2-question-flags") { db in
            // One flag per account and question; flags go with the question or the flagger.
            try db.execute(sql: """
                CREATE TABLE question_flag (
                    question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,
                    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    reason TEXT NOT NULL,
                    created_at DATETIME NOT NULL,
                    PRIMARY KEY (question_id, account_id)
                ) WITHOUT ROWID;
                CREATE INDEX question_flag_on_account ON question_flag(account_id);
                """)
        }
        migrator.registerMigration("v2-question-upvote-counts") { db in
            // `top` must not count upvotes per question on every read: the count lives on the
            // question, kept exact by triggers (which also fire for ON DELETE CASCADE, so
            // `forget me` lowers the counts of what that account upvoted), and a partial index
            // serves "top visible questions for a member" without a sort.
            try db.execute(sql: """
                ALTER TABLE question ADD COLUMN upvote_count INTEGER NOT NULL DEFAULT 0;
                UPDATE question SET upvote_count = (SELECT COUNT(*) FROM upvote WHERE upvote.question_id = question.id);
                CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id)
                    WHERE hidden_reason IS NULL;
                CREATE TRIGGER upvote_counted AFTER INSERT ON upvote BEGIN
                    UPDATE question SET upvote_count = upvote_count + 1 WHERE id = NEW.question_id;
                END;
                CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote BEGIN
                    UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
                END;
                """)
        }
        migrator.registerMigration("v2-follows") { db in
            try db.execute(sql: """
                CREATE TABLE follow (
                    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
                    created_at DATETIME NOT NULL,
                    PRIMARY KEY (account_id, member_bioguide)
                ) WITHOUT ROWID;
                CREATE INDEX follow_on_member ON follow(member_bioguide);
                """)
        }
        migrator.registerMigration("v2-outbox") { db in
            // Notifications wait here until delivered. A (recipient, dedupe_key) pair is unique,
            // so a repeated event (an edited answer) never queues a second message.
            try db.execute(sql: """
                CREATE TABLE notification (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    dedupe_key TEXT NOT NULL,
                    text TEXT NOT NULL,
                    created_at DATETIME NOT NULL,
                    delivered_at DATETIME,
                    UNIQUE (account_id, dedupe_key)
                );
                CREATE INDEX notification_pending ON notification(account_id, id) WHERE delivered_at IS NULL;
                """)
        }
        migrator.registerMigration("v3-sync-state") { db in
            // `townhall sync` remembers, per URL, the validators of the copy it last imported, so
            // the next run can ask "changed since?" (If-None-Match / If-Modified-Since). A row is
            // written only after that copy's import committed: a failed run leaves the old row and
            // the next run fetches again. Numbered series (roll calls) remember the highest number
            // imported per series, where `series` is the address with everything but the number
            // filled in (so a new year or session starts its own series).
            try db.execute(sql: """
                CREATE TABLE sync_file (
                    url TEXT PRIMARY KEY NOT NULL,
                    source TEXT NOT NULL,
                    etag TEXT,
                    last_modified TEXT,
                    byte_count INTEGER NOT NULL,
                    imported_at DATETIME NOT NULL
                );
                CREATE TABLE sync_series (
                    series TEXT PRIMARY KEY NOT NULL,
                    source TEXT NOT NULL,
                    last_number INTEGER NOT NULL,
                    updated_at DATETIME NOT NULL
                );
                """)
        }
        return migrator
    }()
}
