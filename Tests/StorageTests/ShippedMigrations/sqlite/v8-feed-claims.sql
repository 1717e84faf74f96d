ALTER TABLE channel_feed_item ADD COLUMN claimed_until DATETIME
-- end of statement
