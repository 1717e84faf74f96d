CREATE INDEX IF NOT EXISTS letter_template_likes ON letter_template(id, like_count, hidden_reason)
-- end of statement
