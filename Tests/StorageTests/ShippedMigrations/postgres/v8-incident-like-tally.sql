CREATE TABLE incident_like_tally (
    incident_id BIGINT NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
    shard BIGINT NOT NULL,
    likes BIGINT NOT NULL,
    PRIMARY KEY (incident_id, shard)
)
-- end of statement
INSERT INTO incident_like_tally (incident_id, shard, likes)
    SELECT incident_id, 0, COUNT(*) FROM incident_like GROUP BY incident_id
-- end of statement
DROP TRIGGER incident_like_counted ON incident_like
-- end of statement
DROP TRIGGER incident_like_uncounted ON incident_like
-- end of statement
DROP FUNCTION incident_like_changed()
-- end of statement
CREATE FUNCTION incident_like_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO incident_like_tally (incident_id, shard, likes) VALUES (OLD.incident_id, 0, -1)
        ON CONFLICT (incident_id, shard) DO UPDATE SET likes = incident_like_tally.likes - 1;
    UPDATE incident SET like_count = like_count - 1,
        rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
    WHERE id = OLD.incident_id;
    RETURN NULL;
END
$$
-- end of statement
CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like
    FOR EACH ROW EXECUTE FUNCTION incident_like_uncounted()
-- end of statement
