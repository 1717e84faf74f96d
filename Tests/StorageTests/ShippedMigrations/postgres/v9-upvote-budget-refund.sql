CREATE FUNCTION upvote_budget_refunded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE upvote_budget SET used = used - 1
    WHERE account_id = OLD.account_id AND day = OLD.day AND used > 0;
    RETURN NULL;
END
$$
-- end of statement
CREATE TRIGGER upvote_budget_refunded AFTER DELETE ON upvote FOR EACH ROW EXECUTE FUNCTION upvote_budget_refunded()
-- end of statement
UPDATE upvote_budget SET used = (SELECT COUNT(*) FROM upvote
    WHERE upvote.account_id = upvote_budget.account_id AND upvote.day = upvote_budget.day)
-- end of statement
