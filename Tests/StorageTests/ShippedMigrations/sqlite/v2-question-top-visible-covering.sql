DROP INDEX question_top_visible
-- end of statement
CREATE INDEX question_top_visible ON question(member_bioguide, upvote_count DESC, id, hidden_reason)
    WHERE hidden_reason IS NULL
-- end of statement
