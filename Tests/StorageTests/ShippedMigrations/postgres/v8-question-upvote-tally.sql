CREATE TABLE question_upvote_tally (
    question_id BIGINT NOT NULL REFERENCES question(id) ON DELETE CASCADE,
    shard BIGINT NOT NULL,
    upvotes BIGINT NOT NULL,
    PRIMARY KEY (question_id, shard)
)
-- end of statement
INSERT INTO question_upvote_tally (question_id, shard, upvotes)
    SELECT question_id, 0, COUNT(*) FROM upvote GROUP BY question_id
-- end of statement
DROP TRIGGER upvote_counted ON upvote
-- end of statement
DROP TRIGGER upvote_uncounted ON upvote
-- end of statement
DROP FUNCTION upvote_count_changed()
-- end of statement
CREATE FUNCTION upvote_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE question_upvote_tally SET upvotes = upvotes - 1
    WHERE question_id = OLD.question_id AND shard =
        (SELECT shard FROM question_upvote_tally WHERE question_id = OLD.question_id AND upvotes > 0 LIMIT 1);
    UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
    RETURN NULL;
END
$$
-- end of statement
CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote FOR EACH ROW EXECUTE FUNCTION upvote_uncounted()
-- end of statement
CREATE TABLE upvote_budget (
    account_id BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    used BIGINT NOT NULL,
    PRIMARY KEY (account_id, day)
)
-- end of statement
INSERT INTO upvote_budget (account_id, day, used)
    SELECT account_id, day, COUNT(*) FROM upvote GROUP BY account_id, day
-- end of statement
