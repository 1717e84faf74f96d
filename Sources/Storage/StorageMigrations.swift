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
        migrator.registerMigration("v2-question-top-visible-covering") { db in
            // The rank of a question (for "Q12 is now #2") counts the index entries above it.
            // With `hidden_reason` in the index, SQLite counts from the index alone instead of
            // reading every counted question's row; the column is always NULL here, so it costs
            // a byte per entry.
            try db.execute(sql: """
                DROP INDEX question_top_visible;
                CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id, hidden_reason)
                    WHERE hidden_reason IS NULL;
                """)
        }
        migrator.registerMigration("v3-last-nick") { db in
            // The nick an account last used with the bot, so the outbox can ask the network
            // (MONITOR) to tell us when they are back. Only for accounts that already have rows:
            // chatting near the bot never creates one.
            try db.execute(sql: """
                CREATE TABLE account_last_nick (
                    account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
                    nick TEXT NOT NULL,
                    seen_at DATETIME NOT NULL
                );
                """)
        }
        migrator.registerMigration("v3-bills") { db in
            // One row per bill (key "hr5376-117"), its lists in child tables replaced whole on each
            // newer import. The bill row itself is updated in place, never deleted, so follows and
            // comments that point at it survive a re-import.
            try db.execute(sql: """
                CREATE TABLE bill (
                    id TEXT PRIMARY KEY NOT NULL,
                    congress INTEGER NOT NULL,
                    type TEXT NOT NULL,
                    number INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    origin_chamber TEXT,
                    introduced_date TEXT,
                    updated_at DATETIME,
                    sponsor_bioguide TEXT,
                    sponsor_name TEXT,
                    sponsor_first_name TEXT,
                    sponsor_last_name TEXT,
                    sponsor_party TEXT,
                    sponsor_state TEXT,
                    sponsor_district INTEGER,
                    policy_area TEXT,
                    latest_action_date TEXT,
                    latest_action_text TEXT,
                    imported_at DATETIME NOT NULL,
                    UNIQUE (type, number, congress)
                );
                CREATE INDEX bill_on_number ON bill(number);
                CREATE TABLE bill_title (
                    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    title_type TEXT NOT NULL,
                    title TEXT NOT NULL,
                    PRIMARY KEY (bill_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE bill_cosponsor (
                    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    bioguide_id TEXT NOT NULL,
                    full_name TEXT NOT NULL,
                    first_name TEXT,
                    last_name TEXT,
                    party TEXT,
                    state TEXT,
                    district INTEGER,
                    sponsorship_date TEXT,
                    is_original BOOLEAN,
                    withdrawn_date TEXT,
                    PRIMARY KEY (bill_id, position)
                ) WITHOUT ROWID;
                CREATE INDEX bill_cosponsor_on_member ON bill_cosponsor(bioguide_id);
                CREATE TABLE bill_action (
                    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    action_date TEXT NOT NULL,
                    action_time TEXT,
                    text TEXT NOT NULL,
                    type TEXT,
                    action_code TEXT,
                    source_system TEXT,
                    PRIMARY KEY (bill_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE bill_recorded_vote (
                    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
                    action_position INTEGER NOT NULL,
                    roll_call_id TEXT NOT NULL,
                    chamber TEXT NOT NULL,
                    congress INTEGER NOT NULL,
                    session TEXT NOT NULL,
                    number INTEGER NOT NULL,
                    voted_at DATETIME,
                    url TEXT,
                    PRIMARY KEY (bill_id, action_position, roll_call_id)
                ) WITHOUT ROWID;
                CREATE INDEX bill_recorded_vote_on_roll_call ON bill_recorded_vote(roll_call_id);
                CREATE TABLE bill_summary (
                    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    version_code TEXT,
                    action_date TEXT,
                    action_desc TEXT,
                    updated_at DATETIME,
                    text TEXT NOT NULL,
                    PRIMARY KEY (bill_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE bill_subject (
                    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    PRIMARY KEY (bill_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE bill_law (
                    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    type TEXT NOT NULL,
                    number TEXT NOT NULL,
                    PRIMARY KEY (bill_id, position)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v3-votes") { db in
            // Key "s325-117.2022" (unitedstates form); (chamber, year, number) serves the chat form
            // "s325-2022". bill_id is not a foreign key: a vote may arrive before its bill.
            // Casts keep the file's name, party and state, so voters no longer serving stay named;
            // member_bioguide links the ones in the member table. roll_call_total holds the totals
            // an official file prints (an excerpt lists fewer casts than that).
            try db.execute(sql: """
                CREATE TABLE roll_call (
                    id TEXT PRIMARY KEY NOT NULL,
                    chamber TEXT NOT NULL CHECK (chamber IN ('h', 's')),
                    congress INTEGER NOT NULL,
                    session TEXT NOT NULL,
                    year INTEGER NOT NULL,
                    number INTEGER NOT NULL,
                    voted_at DATETIME NOT NULL,
                    question TEXT NOT NULL,
                    type TEXT,
                    category TEXT,
                    requires TEXT,
                    result TEXT,
                    result_text TEXT,
                    subject TEXT,
                    source_url TEXT,
                    updated_at DATETIME,
                    bill_id TEXT,
                    bill_title TEXT,
                    amendment_author TEXT,
                    amendment_number TEXT,
                    amendment_type TEXT,
                    nomination_number TEXT,
                    nomination_title TEXT,
                    imported_at DATETIME NOT NULL
                );
                CREATE INDEX roll_call_on_chat_form ON roll_call(chamber, year, number);
                CREATE INDEX roll_call_on_bill ON roll_call(bill_id, voted_at);
                CREATE TABLE roll_call_cast (
                    roll_call_id TEXT NOT NULL REFERENCES roll_call(id) ON DELETE CASCADE,
                    voter_key TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    option TEXT NOT NULL,
                    detail TEXT,
                    display_name TEXT NOT NULL,
                    party TEXT,
                    state TEXT,
                    member_bioguide TEXT REFERENCES member(bioguide_id),
                    PRIMARY KEY (roll_call_id, voter_key)
                ) WITHOUT ROWID;
                CREATE INDEX roll_call_cast_on_member ON roll_call_cast(member_bioguide);
                CREATE TABLE roll_call_total (
                    roll_call_id TEXT NOT NULL REFERENCES roll_call(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    option TEXT NOT NULL,
                    count INTEGER NOT NULL,
                    PRIMARY KEY (roll_call_id, position)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v3-bill-search") { db in
            // Full-text index over each bill's titles and summaries, written by the bill import in
            // the same transaction (one row per bill, replaced with it). Porter stemming so
            // "reduce" finds "reduction".
            try db.execute(sql: """
                CREATE VIRTUAL TABLE bill_search USING fts5(
                    bill_id UNINDEXED, titles, summaries, tokenize = 'porter unicode61'
                );
                """)
        }
        migrator.registerMigration("v3-bill-follows") { db in
            // Following a bill: a DM when a new roll call on it arrives. Comments are public and go
            // with their author's `forget me`.
            try db.execute(sql: """
                CREATE TABLE bill_follow (
                    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    bill_id TEXT NOT NULL REFERENCES bill(id),
                    created_at DATETIME NOT NULL,
                    PRIMARY KEY (account_id, bill_id)
                ) WITHOUT ROWID;
                CREATE INDEX bill_follow_on_bill ON bill_follow(bill_id);
                CREATE TABLE bill_comment (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    bill_id TEXT NOT NULL REFERENCES bill(id),
                    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    text TEXT NOT NULL,
                    created_at DATETIME NOT NULL
                );
                CREATE INDEX bill_comment_on_bill ON bill_comment(bill_id, id);
                CREATE INDEX bill_comment_on_author ON bill_comment(author_id);
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
