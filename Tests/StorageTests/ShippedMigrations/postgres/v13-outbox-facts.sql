ALTER TABLE notification ADD COLUMN facts_kind TEXT
-- end of statement
ALTER TABLE notification ADD COLUMN facts TEXT
-- end of statement
