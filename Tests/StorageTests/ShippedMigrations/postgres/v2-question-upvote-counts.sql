ALTER TABLE question ADD COLUMN upvote_count BIGINT NOT NULL DEFAULT 0
-- end of statement
UPDATE question SET upvote_count = (SELECT COUNT(*) FROM upvote WHERE upvote.question_id = question.id)
-- end of statement
CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id)
    WHERE hidden_reason IS NULL
-- end of statement
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
-- end of statement
CREATE TRIGGER upvote_counted AFTER INSERT ON upvote FOR EACH ROW EXECUTE FUNCTION upvote_count_changed()
-- end of statement
CREATE TRIGGER upvote_uncounted AFTER DELETE ON upvote FOR EACH ROW EXECUTE FUNCTION upvote_count_changed()
-- end of statement
