import SQLStore

/// The schema of voting-incident reports, their likes, comments and flags, and the channel
/// feeds that post new reports: one `SchemaMigration` per shipped migration, in the order
/// `StorageMigrations` lists them. A shipped migration is never edited; change the schema with a
/// new one.
enum IncidentsSchema {
    /// `top` must not score every report of a state on each read. The score (likes + 1) × 0.5^(age /
    /// half-life) × nearness orders like its base-2 logarithm, log2(likes + 1) + created / half-life +
    /// log2(nearness) − now / half-life, and the first two terms do not change with time: they are
    /// `rank_key`, kept by the like triggers (through `incident_rank_key`, see `IncidentRankKey`). So
    /// an index on (area, rank_key DESC) lists each area's best reports in order, and `top` reads only
    /// a page of each area near the asker (see `ReadSnapshot.topIncidents`).
    ///
    /// A report lies in its ZIP's first state (ZIPs split between states are rare) and in every
    /// district of its ZIP: one `incident_district` row each, carrying a copy of the key.
    static let v4Incidents = SchemaMigration("v4-incidents", [
        """
        CREATE TABLE incident_ranking (
            id \(.integer) PRIMARY KEY CHECK (id = 1),
            half_life_seconds \(.real) NOT NULL
        )
        """,
        "INSERT INTO incident_ranking (id, half_life_seconds) VALUES (1, 21600)",
        """
        CREATE TABLE incident (
            id \(.id),
            reporter_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            zip TEXT NOT NULL,
            state TEXT NOT NULL,
            text TEXT NOT NULL,
            image_url TEXT,
            created_at \(.timestamp) NOT NULL,
            like_count \(.integer) NOT NULL DEFAULT 0,
            rank_key \(.real) NOT NULL,
            hidden_reason TEXT,
            hidden_at \(.timestamp)
        )
        """,
        "CREATE INDEX incident_on_reporter ON incident(reporter_id, created_at)",
        "CREATE INDEX incident_zip_top ON incident(zip, rank_key DESC, id DESC) WHERE hidden_reason IS NULL",
        "CREATE INDEX incident_state_top ON incident(state, rank_key DESC, id DESC) WHERE hidden_reason IS NULL",
        "CREATE INDEX incident_state_new ON incident(state, id DESC) WHERE hidden_reason IS NULL",
        """
        CREATE TABLE incident_district (
            incident_id \(.integer) NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
            state TEXT NOT NULL,
            district \(.integer) NOT NULL,
            rank_key \(.real) NOT NULL,
            PRIMARY KEY (incident_id, state, district)
        )\(.withoutRowID)
        """,
        "CREATE INDEX incident_district_top ON incident_district(state, district, rank_key DESC, incident_id DESC)",
        "CREATE INDEX incident_district_new ON incident_district(state, district, incident_id DESC)",
    ] + ReactionTableDDL.create("incident_like", item: "incident_id", on: "incident") + [
        """
        CREATE TABLE incident_comment (
            id \(.id),
            incident_id \(.integer) NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
            author_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX incident_comment_on_incident ON incident_comment(incident_id, id)",
        "CREATE INDEX incident_comment_on_author ON incident_comment(author_id)",
    ] + ReactionTableDDL.create("incident_flag", item: "incident_id", on: "incident",
                                payload: ["reason TEXT NOT NULL"]) + [
        // The like triggers keep the count and the key together. They also fire for ON DELETE
        // CASCADE: `forget me` lowers the counts (and keys) of the reports that account liked.
        // SQLite calls `incident_rank_key`, the function each connection registers
        // (`IncidentRankKey`); PostgreSQL has it in SQL below.
        .sqlite("""
            CREATE TRIGGER incident_like_counted AFTER INSERT ON incident_like BEGIN
                UPDATE incident SET like_count = like_count + 1,
                    rank_key = incident_rank_key(created_at, like_count + 1, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = NEW.incident_id;
            END
            """),
        .sqlite("""
            CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
                UPDATE incident SET like_count = like_count - 1,
                    rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = OLD.incident_id;
            END
            """),
        .sqlite("""
            CREATE TRIGGER incident_rank_spread AFTER UPDATE OF rank_key ON incident BEGIN
                UPDATE incident_district SET rank_key = NEW.rank_key WHERE incident_id = NEW.id;
            END
            """),
        // `incident_rank_key(created_at, likes, half_life_seconds)`, as `IncidentRankKey.key`
        // computes it on SQLite: created (seconds since 1970, the TEXT date read as UTC) / half-life
        // + log2(likes + 1). NULL on a half-life of 0 or less, which the NOT NULL column refuses.
        .postgres("""
            CREATE FUNCTION incident_rank_key(created_at TEXT, likes BIGINT, half_life_seconds DOUBLE PRECISION)
                RETURNS DOUBLE PRECISION LANGUAGE sql STABLE AS $$
                SELECT CASE WHEN half_life_seconds > 0 THEN
                    extract(epoch FROM created_at::timestamp)::double precision / half_life_seconds
                        + log(2.0, (greatest(likes, 0) + 1)::numeric)::double precision
                END
            $$
            """),
        .postgres("""
            CREATE FUNCTION incident_like_changed() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
                delta BIGINT := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
                target BIGINT := CASE WHEN TG_OP = 'INSERT' THEN NEW.incident_id ELSE OLD.incident_id END;
            BEGIN
                UPDATE incident SET like_count = like_count + delta,
                    rank_key = incident_rank_key(created_at, like_count + delta, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = target;
                RETURN NULL;
            END
            $$
            """),
        // Copies a report's new key to its district rows.
        .postgres("""
            CREATE FUNCTION incident_rank_spread() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE incident_district SET rank_key = NEW.rank_key WHERE incident_id = NEW.id;
                RETURN NULL;
            END
            $$
            """),
        .postgres("""
            CREATE TRIGGER incident_like_counted AFTER INSERT ON incident_like
                FOR EACH ROW EXECUTE FUNCTION incident_like_changed()
            """),
        .postgres("""
            CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like
                FOR EACH ROW EXECUTE FUNCTION incident_like_changed()
            """),
        .postgres("""
            CREATE TRIGGER incident_rank_spread AFTER UPDATE OF rank_key ON incident
                FOR EACH ROW EXECUTE FUNCTION incident_rank_spread()
            """),
        // `incidents CA` and `feed CA-11` check the area exists; without it that reads every ZIP.
        "CREATE INDEX zip_district_on_state ON zip_district(state, district)",
    ])

    /// A subscription names an area (`area` as typed back to people: "94110", "CA", "CA-11") and
    /// optionally kinds (",line,machine,"). New reports are queued per channel, once per report
    /// whatever the number of matching subscriptions, and wait until posted: the queue survives a
    /// restart and the delivered mark keeps a report from being posted twice.
    static let v4IncidentsChannelFeeds = SchemaMigration("v4-incidents-channel-feeds", [
        """
        CREATE TABLE channel_feed (
            id \(.id),
            network TEXT NOT NULL,
            channel TEXT NOT NULL COLLATE \(.nocase),
            area TEXT NOT NULL,
            zip TEXT,
            state TEXT NOT NULL,
            district \(.integer),
            kinds TEXT,
            created_at \(.timestamp) NOT NULL,
            UNIQUE (network, channel, area)
        )
        """,
        "CREATE INDEX channel_feed_on_state ON channel_feed(state)",
        """
        CREATE TABLE channel_feed_item (
            id \(.id),
            network TEXT NOT NULL,
            channel TEXT NOT NULL COLLATE \(.nocase),
            area TEXT NOT NULL,
            incident_id \(.integer) NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
            created_at \(.timestamp) NOT NULL,
            delivered_at \(.timestamp),
            UNIQUE (network, channel, incident_id)
        )
        """,
        "CREATE INDEX channel_feed_item_pending ON channel_feed_item(network, channel, id) WHERE delivered_at IS NULL",
        "CREATE INDEX channel_feed_item_on_incident ON channel_feed_item(incident_id)",
    ])

    /// A poster claims the queue entries it is about to post until `claimed_until`, so that if two
    /// processes serve the same network (a failover pair) each line is posted by one of them, and a
    /// claim whose process died is due again once it passes.
    static let v8FeedClaims = SchemaMigration("v8-feed-claims", [
        "ALTER TABLE channel_feed_item ADD COLUMN claimed_until \(.timestamp)",
    ])

    /// Likes are tallied in shards as upvotes are ("v8-question-upvote-tally", `ShardedTally`): a like
    /// batch no longer rewrites the report row; the fold after it sets the count and the key (whose
    /// update trigger still copies it to the district rows). Taking a like back lowers shard 0 and the
    /// report at once.
    /// On PostgreSQL the insert trigger goes with its function; the delete trigger's own function
    /// lowers the tally and the report.
    static let v8IncidentLikeTally = SchemaMigration("v8-incident-like-tally", [
        """
        CREATE TABLE incident_like_tally (
            incident_id \(.integer) NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
            shard \(.integer) NOT NULL,
            likes \(.integer) NOT NULL,
            PRIMARY KEY (incident_id, shard)
        )\(.withoutRowID)
        """,
        """
        INSERT INTO incident_like_tally (incident_id, shard, likes)
            SELECT incident_id, 0, COUNT(*) FROM incident_like GROUP BY incident_id
        """,
        .sqlite("DROP TRIGGER incident_like_counted"),
        .sqlite("DROP TRIGGER incident_like_uncounted"),
        .sqlite("""
            CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
                INSERT INTO incident_like_tally (incident_id, shard, likes) VALUES (OLD.incident_id, 0, -1)
                    ON CONFLICT (incident_id, shard) DO UPDATE SET likes = likes - 1;
                UPDATE incident SET like_count = like_count - 1,
                    rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = OLD.incident_id;
            END
            """),
        .postgres("DROP TRIGGER incident_like_counted ON incident_like"),
        .postgres("DROP TRIGGER incident_like_uncounted ON incident_like"),
        .postgres("DROP FUNCTION incident_like_changed()"),
        .postgres("""
            CREATE FUNCTION incident_like_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO incident_like_tally (incident_id, shard, likes) VALUES (OLD.incident_id, 0, -1)
                    ON CONFLICT (incident_id, shard) DO UPDATE SET likes = incident_like_tally.likes - 1;
                UPDATE incident SET like_count = like_count - 1,
                    rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = OLD.incident_id;
                RETURN NULL;
            END
            $$
            """),
        .postgres("""
            CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like
                FOR EACH ROW EXECUTE FUNCTION incident_like_uncounted()
            """),
    ])

    /// SQLite keeps no like shards (see `ShardedTally`): its one writer adds each batch to the report
    /// rows, which already hold the sums of these shards. Taking a like back lowers the report and its
    /// key only.
    /// Nothing runs on PostgreSQL, which keeps its shards.
    static let v10LikeTallyPostgresOnly = SchemaMigration("v10-like-tally-postgres-only", [
        .sqlite("DELETE FROM incident_like_tally"),
        .sqlite("DROP TRIGGER incident_like_uncounted"),
        .sqlite("""
            CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
                UPDATE incident SET like_count = like_count - 1,
                    rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = OLD.incident_id;
            END
            """),
    ])

    /// PostgreSQL only: `forget me` of someone whose report others liked failed there. The cascade
    /// deletes the report, then its likes; each like's trigger inserted a tally row for the report
    /// already gone, which its foreign key refused, so the whole `forget me` rolled back. The trigger
    /// now writes the tally only while the report exists (its row, and with it the like count, is
    /// going anyway). SQLite keeps no tally and its trigger only updates the report row, gone or not.
    static let v11LikeTallyForgottenReports = SchemaMigration("v11-like-tally-forgotten-reports", [
        .postgres("""
            CREATE OR REPLACE FUNCTION incident_like_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF NOT EXISTS (SELECT 1 FROM incident WHERE id = OLD.incident_id) THEN
                    RETURN NULL;
                END IF;
                INSERT INTO incident_like_tally (incident_id, shard, likes) VALUES (OLD.incident_id, 0, -1)
                    ON CONFLICT (incident_id, shard) DO UPDATE SET likes = incident_like_tally.likes - 1;
                UPDATE incident SET like_count = like_count - 1,
                    rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
                WHERE id = OLD.incident_id;
                RETURN NULL;
            END
            $$
            """),
    ])
}
