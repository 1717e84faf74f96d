ALTER TABLE vip_feed ADD COLUMN is_demo BOOLEAN NOT NULL DEFAULT 0
-- end of statement
