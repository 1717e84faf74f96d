CREATE OR REPLACE FUNCTION incident_like_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM incident WHERE id = OLD.incident_id) THEN
        RETURN NULL;
    END IF;
    INSERT INTO incident_like_tally (incident_id, shard, likes) VALUES (OLD.incident_id, 0, -1)
        ON CONFLICT (incident_id, shard) DO UPDATE SET likes = incident_like_tally.likes - 1;
    UPDATE incident SET like_count = like_count - 1,
        rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
    WHERE id = OLD.incident_id;
    RETURN NULL;
END
$$
-- end of statement
