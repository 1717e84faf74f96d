ALTER TABLE notification ADD COLUMN claimed_until DATETIME
-- end of statement
