ALTER TABLE profile ADD COLUMN state_upper_district TEXT
-- end of statement
ALTER TABLE profile ADD COLUMN state_lower_district TEXT
-- end of statement
