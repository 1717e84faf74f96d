CREATE TABLE incident_ranking (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    half_life_seconds REAL NOT NULL
)
-- end of statement
INSERT INTO incident_ranking (id, half_life_seconds) VALUES (1, 21600)
-- end of statement
CREATE TABLE incident (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    reporter_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    zip TEXT NOT NULL,
    state TEXT NOT NULL,
    text TEXT NOT NULL,
    image_url TEXT,
    created_at DATETIME NOT NULL,
    like_count INTEGER NOT NULL DEFAULT 0,
    rank_key REAL NOT NULL,
    hidden_reason TEXT,
    hidden_at DATETIME
)
-- end of statement
CREATE INDEX incident_on_reporter ON incident(reporter_id, created_at)
-- end of statement
CREATE INDEX incident_zip_top ON incident(zip, rank_key DESC, id DESC) WHERE hidden_reason IS NULL
-- end of statement
CREATE INDEX incident_state_top ON incident(state, rank_key DESC, id DESC) WHERE hidden_reason IS NULL
-- end of statement
CREATE INDEX incident_state_new ON incident(state, id DESC) WHERE hidden_reason IS NULL
-- end of statement
CREATE TABLE incident_district (
    incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    district INTEGER NOT NULL,
    rank_key REAL NOT NULL,
    PRIMARY KEY (incident_id, state, district)
) WITHOUT ROWID
-- end of statement
CREATE INDEX incident_district_top ON incident_district(state, district, rank_key DESC, incident_id DESC)
-- end of statement
CREATE INDEX incident_district_new ON incident_district(state, district, incident_id DESC)
-- end of statement
CREATE TABLE incident_like (
    incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (incident_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX incident_like_on_account ON incident_like(account_id)
-- end of statement
CREATE TABLE incident_comment (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    created_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX incident_comment_on_incident ON incident_comment(incident_id, id)
-- end of statement
CREATE INDEX incident_comment_on_author ON incident_comment(author_id)
-- end of statement
CREATE TABLE incident_flag (
    incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (incident_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX incident_flag_on_account ON incident_flag(account_id)
-- end of statement
CREATE TRIGGER incident_like_counted AFTER INSERT ON incident_like BEGIN
    UPDATE incident SET like_count = like_count + 1,
        rank_key = incident_rank_key(created_at, like_count + 1, (SELECT half_life_seconds FROM incident_ranking))
    WHERE id = NEW.incident_id;
END
-- end of statement
CREATE TRIGGER incident_like_uncounted AFTER DELETE ON incident_like BEGIN
    UPDATE incident SET like_count = like_count - 1,
        rank_key = incident_rank_key(created_at, like_count - 1, (SELECT half_life_seconds FROM incident_ranking))
    WHERE id = OLD.incident_id;
END
-- end of statement
CREATE TRIGGER incident_rank_spread AFTER UPDATE OF rank_key ON incident BEGIN
    UPDATE incident_district SET rank_key = NEW.rank_key WHERE incident_id = NEW.id;
END
-- end of statement
CREATE INDEX zip_district_on_state ON zip_district(state, district)
-- end of statement
