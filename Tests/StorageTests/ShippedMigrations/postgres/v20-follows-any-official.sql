ALTER TABLE follow DROP CONSTRAINT follow_member_bioguide_fkey
-- end of statement
