CREATE INDEX item_message_sent_at ON item_message(sent_at)
-- end of statement
