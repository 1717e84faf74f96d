import SQLStore

/// The schema of letters to officials: the shared template library (with its full-text index,
/// tags, likes and comments), letters (drafts until sent) with one row per recipient, the
/// outgoing-mail queue, each writer's letter settings, and the fingerprints that let `send`
/// notice mass mail. One `SchemaMigration` per shipped migration, in the order
/// `StorageMigrations` lists them. A shipped migration is never edited; change the schema with a
/// new one.
enum LettersSchema {
    /// Tags live twice: as words in `tags` (so full-text search finds them) and as rows of
    /// `letter_template_tag` (so `templates #tag` is an index lookup, not a LIKE scan). `like_count` is
    /// kept by triggers, so `top` is an index walk.
    static let v5LettersTemplates = SchemaMigration("v5-letters-templates", [
        """
        CREATE TABLE letter_template (
            id \(.id),
            author_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            category TEXT NOT NULL,
            tags TEXT NOT NULL DEFAULT '',
            body TEXT NOT NULL,
            like_count \(.integer) NOT NULL DEFAULT 0,
            created_at \(.timestamp) NOT NULL,
            updated_at \(.timestamp) NOT NULL,
            hidden_reason TEXT,
            hidden_at \(.timestamp)
        )
        """,
        "CREATE INDEX letter_template_on_author ON letter_template(author_id)",
        "CREATE INDEX letter_template_top ON letter_template(like_count DESC, id DESC) WHERE hidden_reason IS NULL",
        """
        -- a search checks its matches (hidden?) and ranks them by likes here: a few small index
        -- pages instead of every matching row with its body
        CREATE INDEX letter_template_likes ON letter_template(id, like_count, hidden_reason)
        """,
        "CREATE INDEX letter_template_category_new ON letter_template(category, id DESC) WHERE hidden_reason IS NULL",
        """
        CREATE INDEX letter_template_category_top ON letter_template(category, like_count DESC, id DESC)
            WHERE hidden_reason IS NULL
        """,
        """
        CREATE TABLE letter_template_tag (
            tag TEXT NOT NULL COLLATE \(.nocase),
            template_id \(.integer) NOT NULL REFERENCES letter_template(id) ON DELETE CASCADE,
            PRIMARY KEY (tag, template_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX letter_template_tag_on_template ON letter_template_tag(template_id)",
    ] + ReactionTableDDL.create("letter_template_like", item: "template_id", on: "letter_template") + [
        .sqlite("""
            CREATE TRIGGER letter_template_like_added AFTER INSERT ON letter_template_like BEGIN
                UPDATE letter_template SET like_count = like_count + 1 WHERE id = NEW.template_id;
            END
            """),
        .sqlite("""
            CREATE TRIGGER letter_template_like_removed AFTER DELETE ON letter_template_like BEGIN
                UPDATE letter_template SET like_count = like_count - 1 WHERE id = OLD.template_id;
            END
            """),
        // The same like counter as the SQLite triggers, in plpgsql.
        .postgres("""
            CREATE FUNCTION letter_template_like_changed() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    UPDATE letter_template SET like_count = like_count + 1 WHERE id = NEW.template_id;
                ELSE
                    UPDATE letter_template SET like_count = like_count - 1 WHERE id = OLD.template_id;
                END IF;
                RETURN NULL;
            END
            $$
            """),
        .postgres("""
            CREATE TRIGGER letter_template_like_added AFTER INSERT ON letter_template_like
                FOR EACH ROW EXECUTE FUNCTION letter_template_like_changed()
            """),
        .postgres("""
            CREATE TRIGGER letter_template_like_removed AFTER DELETE ON letter_template_like
                FOR EACH ROW EXECUTE FUNCTION letter_template_like_changed()
            """),
        """
        CREATE TABLE letter_template_comment (
            id \(.id),
            template_id \(.integer) NOT NULL REFERENCES letter_template(id) ON DELETE CASCADE,
            author_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX letter_template_comment_on_template ON letter_template_comment(template_id, id)",
        "CREATE INDEX letter_template_comment_on_author ON letter_template_comment(author_id)",
        .sqlite("""
            CREATE VIRTUAL TABLE letter_template_search USING fts5(
                title, tags, body, content='letter_template', content_rowid='id', tokenize='porter unicode61'
            )
            """),
        .sqlite("""
            CREATE TRIGGER letter_template_indexed AFTER INSERT ON letter_template BEGIN
                INSERT INTO letter_template_search (rowid, title, tags, body) VALUES (NEW.id, NEW.title, NEW.tags, NEW.body);
            END
            """),
        .sqlite("""
            CREATE TRIGGER letter_template_unindexed AFTER DELETE ON letter_template BEGIN
                INSERT INTO letter_template_search (letter_template_search, rowid, title, tags, body)
                    VALUES ('delete', OLD.id, OLD.title, OLD.tags, OLD.body);
            END
            """),
        .sqlite("""
            CREATE TRIGGER letter_template_reindexed AFTER UPDATE OF title, tags, body ON letter_template BEGIN
                INSERT INTO letter_template_search (letter_template_search, rowid, title, tags, body)
                    VALUES ('delete', OLD.id, OLD.title, OLD.tags, OLD.body);
                INSERT INTO letter_template_search (rowid, title, tags, body) VALUES (NEW.id, NEW.title, NEW.tags, NEW.body);
            END
            """),
        // Full-text search: where SQLite keeps an FTS5 index (`letter_template_search`, fed by
        // triggers), PostgreSQL keeps a generated `tsvector` column on the template itself and a
        // GIN index on it; no trigger is needed. The 'english' configuration stems as FTS5's porter
        // tokenizer does ("reduce" finds "reduction"). Queries: `search_document @@
        // websearch_to_tsquery('english', ?)`. A generated column is never written: a row copy from
        // SQLite leaves it out.
        .postgres("""
            ALTER TABLE letter_template ADD COLUMN search_document tsvector
                GENERATED ALWAYS AS (to_tsvector('english'::regconfig, title || ' ' || tags || ' ' || body)) STORED
            """),
        .postgres("CREATE INDEX letter_template_search ON letter_template USING GIN (search_document)"),
    ])

    /// A letter is a draft until `sent_at` is set; `stage` is where its dialogue stands, so `draft L9`
    /// resumes it after a restart. Each recipient has a row with its delivery status: draft → queued →
    /// sending → sent | failed (reason), or your-turn → sent when the writer pastes it into the
    /// office's form and says so.
    ///
    /// Every email Townhall sends — a letter to a routed office, a copy to the writer, an
    /// address-confirmation code — is one `outgoing_mail` row: its Message-ID is fixed when it is
    /// queued, so a resend after a crash carries the same one. A row is marked `sending` (committed)
    /// before the SMTP transaction and `sent` after the server accepted it; a bot that dies in between
    /// finds it `sending` and sends it once more.
    static let v5LettersDraftsOutbox = SchemaMigration("v5-letters-drafts-outbox", [
        """
        CREATE TABLE letter (
            id \(.id),
            author_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            template_id \(.integer) REFERENCES letter_template(id) ON DELETE SET NULL,
            body TEXT NOT NULL DEFAULT '',
            signature TEXT,
            stage TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL,
            updated_at \(.timestamp) NOT NULL,
            sent_at \(.timestamp)
        )
        """,
        "CREATE INDEX letter_on_author ON letter(author_id, id)",
        """
        CREATE TABLE letter_recipient (
            letter_id \(.integer) NOT NULL REFERENCES letter(id) ON DELETE CASCADE,
            bioguide_id TEXT NOT NULL,
            position \(.integer) NOT NULL,
            status TEXT NOT NULL,
            reason TEXT,
            updated_at \(.timestamp) NOT NULL,
            PRIMARY KEY (letter_id, bioguide_id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE outgoing_mail (
            id \(.id),
            account_id \(.integer) REFERENCES account(id) ON DELETE CASCADE,
            letter_id \(.integer) REFERENCES letter(id) ON DELETE CASCADE,
            bioguide_id TEXT,
            purpose TEXT NOT NULL,
            to_address TEXT NOT NULL,
            reply_to TEXT,
            subject TEXT NOT NULL,
            body TEXT NOT NULL,
            message_id TEXT NOT NULL UNIQUE,
            status TEXT NOT NULL,
            attempts \(.integer) NOT NULL DEFAULT 0,
            next_attempt_at \(.timestamp) NOT NULL,
            reason TEXT,
            created_at \(.timestamp) NOT NULL,
            updated_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX outgoing_mail_due ON outgoing_mail(next_attempt_at, id) WHERE status IN ('queued', 'sending')",
        "CREATE INDEX outgoing_mail_on_letter ON outgoing_mail(letter_id)",
        """
        CREATE TABLE letter_fingerprint (
            bioguide_id TEXT NOT NULL,
            sent_at \(.timestamp) NOT NULL,
            letter_id \(.integer) NOT NULL REFERENCES letter(id) ON DELETE CASCADE,
            minhash \(.blob) NOT NULL,
            PRIMARY KEY (bioguide_id, sent_at, letter_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX letter_fingerprint_on_letter ON letter_fingerprint(letter_id)",
        """
        CREATE TABLE letter_writer (
            account_id \(.integer) PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
            signature_name TEXT,
            city TEXT,
            email TEXT,
            pending_email TEXT,
            pending_code TEXT,
            pending_expires_at \(.timestamp),
            pending_attempts \(.integer) NOT NULL DEFAULT 0
        )
        """,
    ])

    /// `letter_template_likes` was added to the body of "v5-letters-templates" after that migration had
    /// landed, so databases migrated in between never got it. Made here where it is missing; a database
    /// that has it keeps it as it is.
    static let v11LetterTemplateLikesIndex = SchemaMigration("v11-letter-template-likes-index", [
        "CREATE INDEX IF NOT EXISTS letter_template_likes ON letter_template(id, like_count, hidden_reason)",
    ])

    /// One row per confirmation code mailed, kept outside every account's cascade so `forget me` does
    /// not reset the caps: who asked and where it went are keyed hashes (HMAC-SHA256, see
    /// `EmailCodeKeys`), never the account or the address in clear. Rows older than the longest window
    /// (a day) are pruned as codes are sent. `townhall_secret` holds the key: a random secret made on
    /// first use, kept with the counters it keys.
    static let v11EmailCodeCounters = SchemaMigration("v11-email-code-counters", [
        """
        CREATE TABLE townhall_secret (
            name TEXT PRIMARY KEY NOT NULL,
            secret \(.blob) NOT NULL,
            created_at \(.timestamp) NOT NULL
        )
        """,
        """
        CREATE TABLE email_code_sent (
            id \(.id),
            account_key TEXT NOT NULL,
            address_key TEXT NOT NULL,
            sent_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX email_code_sent_by_account ON email_code_sent(account_key, sent_at)",
        "CREATE INDEX email_code_sent_by_address ON email_code_sent(address_key, sent_at)",
        "CREATE INDEX email_code_sent_at ON email_code_sent(sent_at)",
    ])

    /// `flag T3 <why>`: a template can be flagged for moderators like a question or a report.
    static let v15LetterTemplateFlags = SchemaMigration("v15-letter-template-flags",
        ReactionTableDDL.create("letter_template_flag", item: "template_id", on: "letter_template",
                                payload: ["reason TEXT NOT NULL"]))
}
