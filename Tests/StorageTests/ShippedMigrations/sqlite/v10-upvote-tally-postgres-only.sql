DELETE FROM question_upvote_tally
-- end of statement
DROP TRIGGER upvote_uncounted
-- end of statement
CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote BEGIN
    UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
END
-- end of statement
