ALTER TABLE question DROP CONSTRAINT question_member_bioguide_fkey
-- end of statement
