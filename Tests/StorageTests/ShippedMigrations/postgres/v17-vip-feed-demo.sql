ALTER TABLE vip_feed ADD COLUMN is_demo INTEGER NOT NULL DEFAULT 0
-- end of statement
