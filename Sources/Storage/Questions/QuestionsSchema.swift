import SQLStore

/// The schema of questions, their comments, tags, flags and upvotes: one `SchemaMigration` per
/// shipped migration, in the order `StorageMigrations` lists them.
/// A shipped migration is never edited; change the schema with a new one.
enum QuestionsSchema {
    /// Upvotes are counted, not stored on the question, so a forgotten account's upvotes vanish with it
    /// (cascade) and no counter can drift. `day` is the upvote's calendar day in the bot's time zone
    /// ("2026-11-21"), the key of the daily budget. An answer survives its answerer's `forget me` (it
    /// is a public statement).
    static let v2Questions = SchemaMigration("v2-questions", [
        """
        CREATE TABLE question (
            id \(.id),
            asker_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
            text TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL,
            hidden_reason TEXT,
            hidden_at \(.timestamp),
            answer_text TEXT,
            answerer_id \(.integer) REFERENCES account(id) ON DELETE SET NULL,
            answerer_is_staff \(.boolean),
            answered_at \(.timestamp)
        )
        """,
        "CREATE INDEX question_on_member ON question(member_bioguide, created_at)",
        "CREATE INDEX question_on_asker ON question(asker_id)",
        """
        CREATE TABLE question_tag (
            question_id \(.integer) NOT NULL REFERENCES question(id) ON DELETE CASCADE,
            tag TEXT NOT NULL COLLATE \(.nocase),
            PRIMARY KEY (question_id, tag)
        )\(.withoutRowID)
        """,
        "CREATE INDEX question_tag_on_tag ON question_tag(tag, question_id)",
    ] + ReactionTableDDL.create("upvote", item: "question_id", on: "question", payload: ["day TEXT NOT NULL"],
                                accountIndexAlso: "day") + [
        """
        CREATE TABLE question_comment (
            id \(.id),
            question_id \(.integer) NOT NULL REFERENCES question(id) ON DELETE CASCADE,
            author_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX question_comment_on_question ON question_comment(question_id, id)",
        "CREATE INDEX question_comment_on_author ON question_comment(author_id)",
        """
        CREATE TABLE verified_account (
            account_id \(.integer) PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
            member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
            is_staff \(.boolean) NOT NULL,
            verified_at \(.timestamp) NOT NULL
        )
        """,
    ])

    /// One flag per account and question; flags go with the question or the flagger.
    static let v2QuestionFlags = SchemaMigration("v2-question-flags",
        ReactionTableDDL.create("question_flag", item: "question_id", on: "question", payload: ["reason TEXT NOT NULL"]))

    /// `top` must not count upvotes per question on every read: the count lives on the question, kept
    /// exact by triggers (which also fire for ON DELETE CASCADE, so `forget me` lowers the counts of
    /// what that account upvoted), and a partial index serves "top visible questions for a member"
    /// without a sort.
    static let v2QuestionUpvoteCounts = SchemaMigration("v2-question-upvote-counts", [
        "ALTER TABLE question ADD COLUMN upvote_count \(.integer) NOT NULL DEFAULT 0",
        "UPDATE question SET upvote_count = (SELECT COUNT(*) FROM upvote WHERE upvote.question_id = question.id)",
        """
        CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id)
            WHERE hidden_reason IS NULL
        """,
        .sqlite("""
            CREATE TRIGGER upvote_counted AFTER INSERT ON upvote BEGIN
                UPDATE question SET upvote_count = upvote_count + 1 WHERE id = NEW.question_id;
            END
            """),
        .sqlite("""
            CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote BEGIN
                UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
            END
            """),
        // The same counter triggers as on SQLite, in plpgsql (they fire for ON DELETE CASCADE too).
        .postgres("""
            CREATE FUNCTION upvote_count_changed() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    UPDATE question SET upvote_count = upvote_count + 1 WHERE id = NEW.question_id;
                ELSE
                    UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
                END IF;
                RETURN NULL;
            END
            $$
            """),
        .postgres("CREATE TRIGGER upvote_counted AFTER INSERT ON upvote FOR EACH ROW EXECUTE FUNCTION upvote_count_changed()"),
        .postgres("""
            CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote FOR EACH ROW EXECUTE FUNCTION upvote_count_changed()
            """),
    ])

    /// The rank of a question (for "Q12 is now #2") counts the index entries above it. With
    /// `hidden_reason` in the index, SQLite counts from the index alone instead of reading every
    /// counted question's row; the column is always NULL here, so it costs a byte per entry.
    static let v2QuestionTopVisibleCovering = SchemaMigration("v2-question-top-visible-covering", [
        "DROP INDEX question_top_visible",
        """
        CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id, hidden_reason)
            WHERE hidden_reason IS NULL
        """,
    ])

    /// A popular question must not make every upvote rewrite its row: on PostgreSQL two processes'
    /// upvote batches would both update it and one would be run again. So upvotes are
    /// tallied per question in shards (each batch adds its upvotes of a question to one shard, so
    /// concurrent batches write different rows); the question's `upvote_count` stays the ordering key
    /// of `question_top_visible`, set to the sum of the shards after each batch (`ShardedTally`).
    /// Taking upvotes back (cascades) still lowers both at once (a shard that has upvotes; none is left
    /// when the question itself goes): it is rare and must not leave a count too high.
    /// On PostgreSQL the insert trigger goes with its function; the delete trigger's own function
    /// lowers the tally and the count.
    static let v8QuestionUpvoteTally = SchemaMigration("v8-question-upvote-tally", [
        """
        CREATE TABLE question_upvote_tally (
            question_id \(.integer) NOT NULL REFERENCES question(id) ON DELETE CASCADE,
            shard \(.integer) NOT NULL,
            upvotes \(.integer) NOT NULL,
            PRIMARY KEY (question_id, shard)
        )\(.withoutRowID)
        """,
        """
        INSERT INTO question_upvote_tally (question_id, shard, upvotes)
            SELECT question_id, 0, COUNT(*) FROM upvote GROUP BY question_id
        """,
        .sqlite("DROP TRIGGER upvote_counted"),
        .sqlite("DROP TRIGGER upvote_uncounted"),
        .sqlite("""
            CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote BEGIN
                UPDATE question_upvote_tally SET upvotes = upvotes - 1
                WHERE question_id = OLD.question_id AND shard =
                    (SELECT shard FROM question_upvote_tally WHERE question_id = OLD.question_id AND upvotes > 0 LIMIT 1);
                UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
            END
            """),
        .postgres("DROP TRIGGER upvote_counted ON upvote"),
        .postgres("DROP TRIGGER upvote_uncounted ON upvote"),
        .postgres("DROP FUNCTION upvote_count_changed()"),
        .postgres("""
            CREATE FUNCTION upvote_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE question_upvote_tally SET upvotes = upvotes - 1
                WHERE question_id = OLD.question_id AND shard =
                    (SELECT shard FROM question_upvote_tally WHERE question_id = OLD.question_id AND upvotes > 0 LIMIT 1);
                UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
                RETURN NULL;
            END
            $$
            """),
        .postgres("CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote FOR EACH ROW EXECUTE FUNCTION upvote_uncounted()"),
        // The daily budget is a row per account and day, raised only while under the limit, no
        // longer a count of the account's upvote rows: on PostgreSQL that count locked the index
        // page where every concurrent voter's upvote of the day goes, so concurrent batches
        // conflicted even without a hot question. A question deleted later does not give the
        // upvotes spent on it back.
        """
        CREATE TABLE upvote_budget (
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            used \(.integer) NOT NULL,
            PRIMARY KEY (account_id, day)
        )\(.withoutRowID)
        """,
        """
        INSERT INTO upvote_budget (account_id, day, used)
            SELECT account_id, day, COUNT(*) FROM upvote GROUP BY account_id, day
        """,
    ])

    /// Before the budget rows ("v8-question-upvote-tally") the day's budget was the count of the
    /// account's upvotes of that day, so an upvote that went with its question (the asker's `forget
    /// me`) gave the voter that upvote back (`forgetMeDeletesQuestionsUpvotes…` said so). The budget
    /// row lost that; a delete trigger gives it back again, and the rows are recounted once, for
    /// budgets that missed a refund meanwhile.
    static let v9UpvoteBudgetRefund = SchemaMigration("v9-upvote-budget-refund", [
        .sqlite("""
            CREATE TRIGGER upvote_budget_refunded AFTER DELETE ON upvote BEGIN
                UPDATE upvote_budget SET used = used - 1
                WHERE account_id = OLD.account_id AND day = OLD.day AND used > 0;
            END
            """),
        .postgres("""
            CREATE FUNCTION upvote_budget_refunded() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE upvote_budget SET used = used - 1
                WHERE account_id = OLD.account_id AND day = OLD.day AND used > 0;
                RETURN NULL;
            END
            $$
            """),
        .postgres("""
            CREATE TRIGGER upvote_budget_refunded AFTER DELETE ON upvote FOR EACH ROW EXECUTE FUNCTION upvote_budget_refunded()
            """),
        """
        UPDATE upvote_budget SET used = (SELECT COUNT(*) FROM upvote
            WHERE upvote.account_id = upvote_budget.account_id AND upvote.day = upvote_budget.day)
        """,
    ])

    /// SQLite keeps no upvote shards (see `ShardedTally`): its one writer adds each batch to the
    /// question rows, which already hold the sums of these shards (the fold ran in every batch's
    /// transaction). The delete trigger lowers only the question.
    /// Nothing runs on PostgreSQL, which keeps its shards.
    static let v10UpvoteTallyPostgresOnly = SchemaMigration("v10-upvote-tally-postgres-only", [
        .sqlite("DELETE FROM question_upvote_tally"),
        .sqlite("DROP TRIGGER upvote_uncounted"),
        .sqlite("""
            CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote BEGIN
                UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
            END
            """),
    ])

    /// A batch of upvotes and take-backs applied on the server in one statement (PostgreSQL), in
    /// order and with the checks `TownhallDatabase.applyReaction` makes for each request there
    /// otherwise (the question exists and is visible, is not the voter's own, the upvote is there
    /// or not, the daily budget, the voter's account made if new), then the batch's upvotes added
    /// to tally shard `batch_shard`, questions in order of id. Why a function: the batch was three
    /// statements per upvote, each a round trip that cost the server a parse, plan and snapshot
    /// and the bot most of its CPU per upvote; looping here, the batch's SERIALIZABLE transaction
    /// is one round trip before its commit, and reads and writes the same rows as before, so two
    /// processes conflict no more often. A take-back of an upvote given earlier in the same batch
    /// finds no shard holding it yet (its delete trigger lowers a shard only where one has
    /// upvotes): the function takes that one off the batch's shard add instead, so the shards
    /// always sum to the rows. `requests` is a JSON array of `[question, network, name, adding,
    /// day, limit, created_at]` (day and limit null on a take-back); one row per request, in
    /// order: `code` 0 added, 1 taken back, 2 no such question, 3 hidden (`detail` its reason),
    /// 4 one's own, 5 unchanged, 6 budget spent; `detail` the question's member on 0 and 1;
    /// `remaining` what is left of the day's budget on 0; `made_account` when the request made its
    /// voter's account. SQLite runs no such function: its statements are calls into the library,
    /// not round trips, and it keeps no shards.
    static let v21UpvoteBatchFunction = SchemaMigration("v21-upvote-batch-function", [
        .postgres("""
            CREATE FUNCTION apply_upvotes(requests json, batch_shard bigint)
            RETURNS TABLE (code int, detail text, remaining bigint, made_account boolean)
            LANGUAGE plpgsql AS $$
            DECLARE
                counted bigint[] := '{}';
                uncounted bigint[] := '{}';
                request json;
                asked bigint;
                budget_day text;
                budget_limit bigint;
                hidden text;
                owner_id bigint;
                member text;
                voter bigint;
                used_today bigint;
                shard_held boolean;
            BEGIN
                FOR request IN SELECT value FROM json_array_elements(requests) WITH ORDINALITY ORDER BY ordinality LOOP
                    asked := (request->>0)::bigint;
                    budget_day := request->>4;
                    budget_limit := (request->>5)::bigint;
                    code := NULL; detail := NULL; remaining := NULL; made_account := false;
                    SELECT q.hidden_reason, q.asker_id, q.member_bioguide,
                           (SELECT a.id FROM account AS a WHERE a.network = request->>1 AND a.name = request->>2)
                        INTO hidden, owner_id, member, voter
                        FROM question AS q WHERE q.id = asked;
                    IF NOT FOUND THEN
                        code := 2;
                    ELSIF hidden IS NOT NULL THEN
                        code := 3; detail := hidden;
                    ELSIF NOT (request->>3)::boolean THEN
                        IF voter IS NULL THEN
                            code := 5;
                        ELSIF voter = owner_id THEN
                            code := 4;
                        ELSE
                            shard_held := EXISTS (SELECT 1 FROM question_upvote_tally AS t
                                                  WHERE t.question_id = asked AND t.upvotes > 0);
                            DELETE FROM upvote AS u WHERE u.question_id = asked AND u.account_id = voter;
                            IF FOUND THEN
                                code := 1; detail := member;
                                IF NOT shard_held THEN
                                    uncounted := uncounted || asked;
                                END IF;
                            ELSE
                                code := 5;
                            END IF;
                        END IF;
                    ELSE
                        IF voter IS NULL THEN
                            INSERT INTO account AS a (network, name, created_at) VALUES (request->>1, request->>2, request->>6)
                                ON CONFLICT (network, name) DO NOTHING RETURNING a.id INTO voter;
                            IF voter IS NULL THEN
                                SELECT a.id INTO voter FROM account AS a WHERE a.network = request->>1 AND a.name = request->>2;
                                IF voter IS NULL THEN
                                    RAISE EXCEPTION 'the account row of % vanished', request->>2;
                                END IF;
                            ELSE
                                made_account := true;
                            END IF;
                        END IF;
                        used_today := NULL;
                        IF voter = owner_id THEN
                            code := 4;
                        ELSIF budget_limit IS NOT NULL AND budget_limit > 0 THEN
                            INSERT INTO upvote_budget AS b (account_id, day, used) VALUES (voter, budget_day, 1)
                                ON CONFLICT (account_id, day) DO UPDATE SET used = b.used + 1 WHERE b.used < budget_limit
                                RETURNING b.used INTO used_today;
                        END IF;
                        IF code IS NOT NULL THEN
                            NULL;
                        ELSIF budget_limit IS NOT NULL AND used_today IS NULL THEN
                            IF EXISTS (SELECT 1 FROM upvote AS u WHERE u.question_id = asked AND u.account_id = voter) THEN
                                code := 5;
                            ELSE
                                code := 6;
                            END IF;
                        ELSE
                            INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (asked, voter, budget_day, request->>6)
                                ON CONFLICT (question_id, account_id) DO NOTHING;
                            IF FOUND THEN
                                code := 0; detail := member; remaining := budget_limit - used_today;
                                counted := counted || asked;
                            ELSE
                                IF budget_limit IS NOT NULL THEN
                                    UPDATE upvote_budget AS b SET used = b.used - 1 WHERE b.account_id = voter AND b.day = budget_day;
                                END IF;
                                code := 5;
                            END IF;
                        END IF;
                    END IF;
                    RETURN NEXT;
                END LOOP;
                INSERT INTO question_upvote_tally AS t (question_id, shard, upvotes)
                    SELECT changed.id, batch_shard, SUM(changed.votes)
                    FROM (SELECT unnest(counted) AS id, 1 AS votes UNION ALL SELECT unnest(uncounted), -1) AS changed
                    GROUP BY changed.id HAVING SUM(changed.votes) <> 0 ORDER BY changed.id
                    ON CONFLICT (question_id, shard) DO UPDATE SET upvotes = t.upvotes + excluded.upvotes;
            END
            $$
            """),
    ])

    /// A question may be to a state or city official as well as to a member of Congress: the
    /// column keeps its shipped name and holds an `OfficialID` (a Bioguide id, or an Open States
    /// `ocd-person/…` id), so its foreign key to `member` goes. Open States people get none instead:
    /// an import replaces a state's officials whole, and a question outlives its official's term.
    /// SQLite cannot drop a constraint, so the table is rebuilt with every other column, constraint
    /// and index as before, and its AUTOINCREMENT counter carried over so that no Q-number is handed
    /// out twice. `legacy_alter_table` keeps the rename from checking the upvote triggers, which
    /// name `question` and would find no such table between the drop and the rename (foreign keys
    /// are off during a migration, so the drop deletes nothing that references a question).
    static let v20QuestionsToAnyOfficial = SchemaMigration("v20-questions-to-any-official", [
        .sqlite("PRAGMA legacy_alter_table = ON"),
        .sqlite("""
            CREATE TABLE question_new (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                asker_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                member_bioguide TEXT NOT NULL,
                text TEXT NOT NULL,
                created_at DATETIME NOT NULL,
                hidden_reason TEXT,
                hidden_at DATETIME,
                answer_text TEXT,
                answerer_id INTEGER REFERENCES account(id) ON DELETE SET NULL,
                answerer_is_staff BOOLEAN,
                answered_at DATETIME,
                upvote_count INTEGER NOT NULL DEFAULT 0
            )
            """),
        .sqlite("""
            INSERT INTO question_new (id, asker_id, member_bioguide, text, created_at, hidden_reason, hidden_at,
                answer_text, answerer_id, answerer_is_staff, answered_at, upvote_count)
            SELECT id, asker_id, member_bioguide, text, created_at, hidden_reason, hidden_at,
                answer_text, answerer_id, answerer_is_staff, answered_at, upvote_count FROM question
            """),
        .sqlite("DELETE FROM sqlite_sequence WHERE name = 'question_new'"),
        .sqlite("INSERT INTO sqlite_sequence (name, seq) SELECT 'question_new', seq FROM sqlite_sequence WHERE name = 'question'"),
        .sqlite("DROP TABLE question"),
        .sqlite("ALTER TABLE question_new RENAME TO question"),
        .sqlite("PRAGMA legacy_alter_table = OFF"),
        .sqlite("CREATE INDEX question_on_member ON question(member_bioguide, created_at)"),
        .sqlite("CREATE INDEX question_on_asker ON question(asker_id)"),
        .sqlite("""
            CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id, hidden_reason)
                WHERE hidden_reason IS NULL
            """),
        .postgres("ALTER TABLE question DROP CONSTRAINT question_member_bioguide_fkey"),
    ])

    /// A question's upvote count and the index that ranks by it move to a narrow table of their
    /// own, `question_rank` (the question's id, its member, its count, and whether it is visible,
    /// mirrored from `hidden_reason` by `setHidden`). Why: an update of the count can never be HOT
    /// while an index holds it, so on `question` every fold wrote a new version of a wide row
    /// (its text) and an entry in each of its four indexes; here it writes a short row and two
    /// entries, and the place counts read pages of short rows (docs/performance.md has the
    /// PostgreSQL benchmark's figures). The question keeps no count (SQLite can
    /// drop the column once its index and the trigger that names it are gone; PostgreSQL's
    /// trigger function is replaced). A question and its rank row are written together (`ask`,
    /// bulk loads); a copy carries the rows like any table's.
    static let v22QuestionRank = SchemaMigration("v22-question-rank", [
        """
        CREATE TABLE question_rank (
            question_id \(.integer) PRIMARY KEY REFERENCES question(id) ON DELETE CASCADE,
            member_bioguide TEXT NOT NULL,
            upvote_count \(.integer) NOT NULL DEFAULT 0,
            visible \(.boolean) NOT NULL
        )
        """,
        """
        INSERT INTO question_rank (question_id, member_bioguide, upvote_count, visible)
            SELECT id, member_bioguide, upvote_count, CASE WHEN hidden_reason IS NULL THEN 1 ELSE 0 END FROM question
        """,
        // `visible` is in the index although the index holds visible rows only: SQLite counts from
        // the index alone only when it has every column the query names.
        """
        CREATE INDEX question_rank_top_visible ON question_rank(member_bioguide, upvote_count DESC, question_id, visible)
            WHERE visible = 1
        """,
        .sqlite("DROP TRIGGER upvote_uncounted"),
        "DROP INDEX question_top_visible",
        "ALTER TABLE question DROP COLUMN upvote_count",
        .sqlite("""
            CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote BEGIN
                UPDATE question_rank SET upvote_count = upvote_count - 1 WHERE question_id = OLD.question_id;
            END
            """),
        .postgres("""
            CREATE OR REPLACE FUNCTION upvote_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE question_upvote_tally SET upvotes = upvotes - 1
                WHERE question_id = OLD.question_id AND shard =
                    (SELECT shard FROM question_upvote_tally WHERE question_id = OLD.question_id AND upvotes > 0 LIMIT 1);
                UPDATE question_rank SET upvote_count = upvote_count - 1 WHERE question_id = OLD.question_id;
                RETURN NULL;
            END
            $$
            """),
    ])

    /// On PostgreSQL the rows an upvote writes carry no foreign keys: `upvote` (to its question and
    /// its voter), `upvote_budget` (to the voter) and `question_upvote_tally` (to the question).
    /// Why: each key was checked by a trigger per row inserted, which looks the referenced row up
    /// and locks it (a WAL record each); four of them were more than a third of `apply_upvotes`'
    /// time (docs/performance.md). What they guarded still holds:
    /// - The rows go with their question or account, as the cascades did: row triggers on
    ///   `question` and `account` delete them (`question_upvotes_gone`, `account_upvotes_gone`), and
    ///   the upvote's own delete triggers run for each as before.
    /// - No row points at nothing. Their writers on PostgreSQL are `apply_upvotes`, which finds the
    ///   question and the account in the same SERIALIZABLE transaction that writes them, and bulk
    ///   loads and copies, which write rows whose referenced rows they wrote (or read) first. The
    ///   only deleter of a question or an account is `forget`, also SERIALIZABLE. Had a delete and
    ///   an upvote of one question run at once, each read what the other wrote (the row, and the
    ///   range of its upvotes), a cycle that PostgreSQL refuses: one of them fails as a conflict
    ///   and runs again (tested by `anUpvoteAndTheDeleteOfItsQuestionAtOnceLeaveNoUpvoteBehind`).
    ///   A new deleter of either must be SERIALIZABLE too.
    /// SQLite keeps its keys: its checks are calls into the library, not a cost worth a trigger.
    static let v23UpvoteRowsKeptByTriggers = SchemaMigration("v23-upvote-rows-kept-by-triggers",
                                                             triggerCascades(for: referencesKeptByTriggers))

    /// The references `v23UpvoteRowsKeptByTriggers` keeps with delete triggers instead of foreign
    /// keys on PostgreSQL, each deleting with its row like `ON DELETE CASCADE`: (table, column, the
    /// table it refers to).
    static let referencesKeptByTriggers: [(table: String, column: String, target: String)] = [
        ("upvote", "question_id", "question"),
        ("upvote", "account_id", "account"),
        ("upvote_budget", "account_id", "account"),
        ("question_upvote_tally", "question_id", "question"),
    ]

    /// The steps that turn `references` from foreign keys into delete triggers (PostgreSQL): for
    /// each table referred to, in the order first named, a function deleting the rows that refer
    /// to the deleted row and a row trigger running it, then each referring table's keys dropped.
    private static func triggerCascades(for references: [(table: String, column: String, target: String)]) -> [SchemaMigration.Step] {
        let targets = references.map(\.target).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let tables = references.map(\.table).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let triggers = targets.flatMap { target -> [SchemaMigration.Step] in
            let deletes = references.filter { $0.target == target }
                .map { "    DELETE FROM \($0.table) WHERE \($0.column) = OLD.id;" }.joined(separator: "\n")
            return [
                .postgres("""
                    CREATE FUNCTION upvotes_go_with_\(target)() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN
                    \(deletes)
                        RETURN NULL;
                    END
                    $$
                    """),
                .postgres("""
                    CREATE TRIGGER \(target)_upvotes_gone AFTER DELETE ON \(target) FOR EACH ROW EXECUTE FUNCTION upvotes_go_with_\(target)()
                    """),
            ]
        }
        let drops = tables.map { table -> SchemaMigration.Step in
            let keys = references.filter { $0.table == table }.map { "DROP CONSTRAINT \(table)_\($0.column)_fkey" }
            return .postgres("ALTER TABLE \(table) \(keys.joined(separator: ", "))")
        }
        return triggers + drops
    }
}
