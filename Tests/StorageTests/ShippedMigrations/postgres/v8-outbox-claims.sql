ALTER TABLE notification ADD COLUMN claimed_until TEXT
-- end of statement
