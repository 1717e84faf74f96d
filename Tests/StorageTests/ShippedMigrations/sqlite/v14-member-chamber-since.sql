ALTER TABLE member ADD COLUMN chamber_since TEXT
-- end of statement
