ALTER TABLE channel_feed_item ADD COLUMN claimed_until TEXT
-- end of statement
