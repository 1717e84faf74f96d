CREATE TABLE question_rank (
    question_id INTEGER PRIMARY KEY REFERENCES question(id) ON DELETE CASCADE,
    member_bioguide TEXT NOT NULL,
    upvote_count INTEGER NOT NULL DEFAULT 0,
    visible BOOLEAN NOT NULL
)
-- end of statement
INSERT INTO question_rank (question_id, member_bioguide, upvote_count, visible)
    SELECT id, member_bioguide, upvote_count, CASE WHEN hidden_reason IS NULL THEN 1 ELSE 0 END FROM question
-- end of statement
CREATE INDEX question_rank_top_visible ON question_rank(member_bioguide, upvote_count DESC, question_id, visible)
    WHERE visible = 1
-- end of statement
DROP TRIGGER upvote_uncounted
-- end of statement
DROP INDEX question_top_visible
-- end of statement
ALTER TABLE question DROP COLUMN upvote_count
-- end of statement
-- PRAGMA 'main'.data_version
-- end of statement
-- SELECT k, v FROM 'main'.'letter_template_search_config'
-- end of statement
-- PRAGMA 'main'.data_version
-- end of statement
-- SELECT k, v FROM 'main'.'letter_template_search_config'
-- end of statement
CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote BEGIN
    UPDATE question_rank SET upvote_count = upvote_count - 1 WHERE question_id = OLD.question_id;
END
-- end of statement
