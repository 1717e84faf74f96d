DELETE FROM incident_like_tally
-- end of statement
DROP TRIGGER incident_like_uncounted
-- end of statement
CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
    UPDATE incident SET like_count = like_count - 1,
        rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
    WHERE id = OLD.incident_id;
END
-- end of statement
