CREATE TABLE incident_like_tally (
    incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
    shard INTEGER NOT NULL,
    likes INTEGER NOT NULL,
    PRIMARY KEY (incident_id, shard)
) WITHOUT ROWID
-- end of statement
INSERT INTO incident_like_tally (incident_id, shard, likes)
    SELECT incident_id, 0, COUNT(*) FROM incident_like GROUP BY incident_id
-- end of statement
DROP TRIGGER incident_like_counted
-- end of statement
DROP TRIGGER incident_like_uncounted
-- end of statement
CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
    INSERT INTO incident_like_tally (incident_id, shard, likes) VALUES (OLD.incident_id, 0, -1)
        ON CONFLICT (incident_id, shard) DO UPDATE SET likes = likes - 1;
    UPDATE incident SET like_count = like_count - 1,
        rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
    WHERE id = OLD.incident_id;
END
-- end of statement
