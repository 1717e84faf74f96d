import GRDB

/// The schema of voting-incident reports, their likes, comments and flags, and the channel
/// feeds that post new reports: one function per shipped migration, registered in order by
/// `StorageMigrations` under the name in its comment. A shipped migration is never edited;
/// change the schema with a new one.
enum IncidentsSchema {
    /// "v4-incidents"
    static func v4Incidents(_ db: Database) throws {
        // `top` must not score every report of a state on each read. The score
        // (likes + 1) × 0.5^(age / half-life) × nearness orders like its base-2 logarithm,
        // log2(likes + 1) + created / half-life + log2(nearness) − now / half-life, and the first
        // two terms do not change with time: they are `rank_key`, kept by the like triggers
        // (through `incident_rank_key`, see `IncidentRankKey`). So an index on
        // (area, rank_key DESC) lists each area's best reports in order, and `top` reads only a
        // page of each area near the asker (see `ReadSnapshot.topIncidents`).
        //
        // A report lies in its ZIP's first state (ZIPs split between states are rare) and in
        // every district of its ZIP: one `incident_district` row each, carrying a copy of the key.
        try db.execute(sql: """
            CREATE TABLE incident_ranking (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                half_life_seconds REAL NOT NULL
            );
            INSERT INTO incident_ranking (id, half_life_seconds) VALUES (1, 21600);
            CREATE TABLE incident (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                reporter_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                kind TEXT NOT NULL,
                zip TEXT NOT NULL,
                state TEXT NOT NULL,
                text TEXT NOT NULL,
                image_url TEXT,
                created_at DATETIME NOT NULL,
                like_count INTEGER NOT NULL DEFAULT 0,
                rank_key REAL NOT NULL,
                hidden_reason TEXT,
                hidden_at DATETIME
            );
            CREATE INDEX incident_on_reporter ON incident(reporter_id, created_at);
            CREATE INDEX incident_zip_top ON incident(zip, rank_key DESC, id DESC) WHERE hidden_reason IS NULL;
            CREATE INDEX incident_state_top ON incident(state, rank_key DESC, id DESC) WHERE hidden_reason IS NULL;
            CREATE INDEX incident_state_new ON incident(state, id DESC) WHERE hidden_reason IS NULL;
            CREATE TABLE incident_district (
                incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
                state TEXT NOT NULL,
                district INTEGER NOT NULL,
                rank_key REAL NOT NULL,
                PRIMARY KEY (incident_id, state, district)
            ) WITHOUT ROWID;
            CREATE INDEX incident_district_top ON incident_district(state, district, rank_key DESC, incident_id DESC);
            CREATE INDEX incident_district_new ON incident_district(state, district, incident_id DESC);
            CREATE TABLE incident_like (
                incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                created_at DATETIME NOT NULL,
                PRIMARY KEY (incident_id, account_id)
            ) WITHOUT ROWID;
            CREATE INDEX incident_like_on_account ON incident_like(account_id);
            CREATE TABLE incident_comment (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
                author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                text TEXT NOT NULL,
                created_at DATETIME NOT NULL
            );
            CREATE INDEX incident_comment_on_incident ON incident_comment(incident_id, id);
            CREATE INDEX incident_comment_on_author ON incident_comment(author_id);
            CREATE TABLE incident_flag (
                incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                reason TEXT NOT NULL,
                created_at DATETIME NOT NULL,
                PRIMARY KEY (incident_id, account_id)
            ) WITHOUT ROWID;
            CREATE INDEX incident_flag_on_account ON incident_flag(account_id);
            """)
        // Triggers also fire for ON DELETE CASCADE: `forget me` lowers the counts (and keys)
        // of the reports that account liked.
        try db.execute(sql: likeTriggers)
        // `incidents CA` and `feed CA-11` check the area exists; without it that reads every ZIP.
        try db.execute(sql: "CREATE INDEX zip_district_on_state ON zip_district(state, district)")
    }

    /// The like-count triggers of "v4-incidents" (before "v8-incident-like-tally").
    static let likeTriggers = """
        CREATE TRIGGER incident_like_counted AFTER INSERT ON incident_like BEGIN
            UPDATE incident SET like_count = like_count + 1,
                rank_key = incident_rank_key(created_at, like_count + 1, (SELECT half_life_seconds FROM incident_ranking))
            WHERE id = NEW.incident_id;
        END;
        CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
            UPDATE incident SET like_count = like_count - 1,
                rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
            WHERE id = OLD.incident_id;
        END;
        CREATE TRIGGER incident_rank_spread AFTER UPDATE OF rank_key ON incident BEGIN
            UPDATE incident_district SET rank_key = NEW.rank_key WHERE incident_id = NEW.id;
        END;
        """


    /// "v8-incident-like-tally"
    static func v8IncidentLikeTally(_ db: Database) throws {
        // Likes are tallied in shards as upvotes are ("v8-question-upvote-tally", `ShardedTally`):
        // a like batch no longer rewrites the report row; the fold after it sets the count and
        // the key (whose update trigger still copies it to the district rows). Taking a like back
        // lowers shard 0 and the report at once.
        try db.execute(sql: """
            CREATE TABLE incident_like_tally (
                incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
                shard INTEGER NOT NULL,
                likes INTEGER NOT NULL,
                PRIMARY KEY (incident_id, shard)
            ) WITHOUT ROWID;
            INSERT INTO incident_like_tally (incident_id, shard, likes)
                SELECT incident_id, 0, COUNT(*) FROM incident_like GROUP BY incident_id;
            DROP TRIGGER incident_like_counted;
            DROP TRIGGER incident_like_uncounted;
            CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
                INSERT INTO incident_like_tally (incident_id, shard, likes) VALUES (OLD.incident_id, 0, -1)
                    ON CONFLICT (incident_id, shard) DO UPDATE SET likes = likes - 1;
                UPDATE incident SET like_count = like_count - 1,
                    rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = OLD.incident_id;
            END;
            """)
    }

    /// "v10-like-tally-postgres-only"
    static func v10LikeTallyPostgresOnly(_ db: Database) throws {
        // SQLite keeps no like shards (see `ShardedTally`): its one writer adds each batch to the
        // report rows, which already hold the sums of these shards. Taking a like back lowers the
        // report and its key only.
        try db.execute(sql: """
            DELETE FROM incident_like_tally;
            DROP TRIGGER incident_like_uncounted;
            CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
                UPDATE incident SET like_count = like_count - 1,
                    rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = OLD.incident_id;
            END;
            """)
    }

    /// "v4-incidents-channel-feeds"
    static func v4IncidentsChannelFeeds(_ db: Database) throws {
        // A subscription names an area (`area` as typed back to people: "94110", "CA", "CA-11")
        // and optionally kinds (",line,machine,"). New reports are queued per channel, once per
        // report whatever the number of matching subscriptions, and wait until posted: the
        // queue survives a restart and the delivered mark keeps a report from being posted twice.
        try db.execute(sql: """
            CREATE TABLE channel_feed (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                network TEXT NOT NULL,
                channel TEXT NOT NULL COLLATE NOCASE,
                area TEXT NOT NULL,
                zip TEXT,
                state TEXT NOT NULL,
                district INTEGER,
                kinds TEXT,
                created_at DATETIME NOT NULL,
                UNIQUE (network, channel, area)
            );
            CREATE INDEX channel_feed_on_state ON channel_feed(state);
            CREATE TABLE channel_feed_item (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                network TEXT NOT NULL,
                channel TEXT NOT NULL COLLATE NOCASE,
                area TEXT NOT NULL,
                incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
                created_at DATETIME NOT NULL,
                delivered_at DATETIME,
                UNIQUE (network, channel, incident_id)
            );
            CREATE INDEX channel_feed_item_pending ON channel_feed_item(network, channel, id) WHERE delivered_at IS NULL;
            CREATE INDEX channel_feed_item_on_incident ON channel_feed_item(incident_id);
            """)
    }
}

extension IncidentsSchema {
    /// "v8-feed-claims"
    static func v8FeedClaims(_ db: Database) throws {
        // A poster claims the queue entries it is about to post until `claimed_until`, so that
        // if two processes serve the same network (a failover pair) each line is posted by one
        // of them, and a claim whose process died is due again once it passes.
        try db.execute(sql: "ALTER TABLE channel_feed_item ADD COLUMN claimed_until DATETIME")
    }

    /// "v11-like-tally-forgotten-reports": nothing here. On PostgreSQL, taking back a like of a
    /// report that is being deleted no longer writes its tally (see the PostgreSQL body); SQLite
    /// keeps no tally and its trigger only updates the report row, gone or not.
    static func v11LikeTallyForgottenReports(_ db: Database) throws {}
}
