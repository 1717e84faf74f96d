CREATE TABLE question_rank (
    question_id BIGINT PRIMARY KEY REFERENCES question(id) ON DELETE CASCADE,
    member_bioguide TEXT NOT NULL,
    upvote_count BIGINT NOT NULL DEFAULT 0,
    visible INTEGER NOT NULL
)
-- end of statement
INSERT INTO question_rank (question_id, member_bioguide, upvote_count, visible)
    SELECT id, member_bioguide, upvote_count, CASE WHEN hidden_reason IS NULL THEN 1 ELSE 0 END FROM question
-- end of statement
CREATE INDEX question_rank_top_visible ON question_rank(member_bioguide, upvote_count DESC, question_id, visible)
    WHERE visible = 1
-- end of statement
DROP INDEX question_top_visible
-- end of statement
ALTER TABLE question DROP COLUMN upvote_count
-- end of statement
CREATE OR REPLACE FUNCTION upvote_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE question_upvote_tally SET upvotes = upvotes - 1
    WHERE question_id = OLD.question_id AND shard =
        (SELECT shard FROM question_upvote_tally WHERE question_id = OLD.question_id AND upvotes > 0 LIMIT 1);
    UPDATE question_rank SET upvote_count = upvote_count - 1 WHERE question_id = OLD.question_id;
    RETURN NULL;
END
$$
-- end of statement
