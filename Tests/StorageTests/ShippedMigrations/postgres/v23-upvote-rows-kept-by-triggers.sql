CREATE FUNCTION upvotes_go_with_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM upvote WHERE question_id = OLD.id;
    DELETE FROM question_upvote_tally WHERE question_id = OLD.id;
    RETURN NULL;
END
$$
-- end of statement
CREATE TRIGGER question_upvotes_gone AFTER DELETE ON question FOR EACH ROW EXECUTE FUNCTION upvotes_go_with_question()
-- end of statement
CREATE FUNCTION upvotes_go_with_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM upvote WHERE account_id = OLD.id;
    DELETE FROM upvote_budget WHERE account_id = OLD.id;
    RETURN NULL;
END
$$
-- end of statement
CREATE TRIGGER account_upvotes_gone AFTER DELETE ON account FOR EACH ROW EXECUTE FUNCTION upvotes_go_with_account()
-- end of statement
ALTER TABLE upvote DROP CONSTRAINT upvote_question_id_fkey, DROP CONSTRAINT upvote_account_id_fkey
-- end of statement
ALTER TABLE upvote_budget DROP CONSTRAINT upvote_budget_account_id_fkey
-- end of statement
ALTER TABLE question_upvote_tally DROP CONSTRAINT question_upvote_tally_question_id_fkey
-- end of statement
