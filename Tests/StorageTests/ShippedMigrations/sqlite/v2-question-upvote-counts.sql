ALTER TABLE question ADD COLUMN upvote_count INTEGER NOT NULL DEFAULT 0
-- end of statement
UPDATE question SET upvote_count = (SELECT COUNT(*) FROM upvote WHERE upvote.question_id = question.id)
-- end of statement
CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id)
    WHERE hidden_reason IS NULL
-- end of statement
CREATE TRIGGER upvote_counted AFTER INSERT ON upvote BEGIN
    UPDATE question SET upvote_count = upvote_count + 1 WHERE id = NEW.question_id;
END
-- end of statement
CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote BEGIN
    UPDATE question SET upvote_count = upvote_count - 1 WHERE id = OLD.question_id;
END
-- end of statement
