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
-- end of statement
