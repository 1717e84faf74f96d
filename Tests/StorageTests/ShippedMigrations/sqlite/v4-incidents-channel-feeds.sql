CREATE TABLE channel_feed (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    network TEXT NOT NULL,
    channel TEXT NOT NULL COLLATE NOCASE,
    area TEXT NOT NULL,
    zip TEXT,
    state TEXT NOT NULL,
    district INTEGER,
    kinds TEXT,
    created_at DATETIME NOT NULL,
    UNIQUE (network, channel, area)
)
-- end of statement
CREATE INDEX channel_feed_on_state ON channel_feed(state)
-- end of statement
CREATE TABLE channel_feed_item (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    network TEXT NOT NULL,
    channel TEXT NOT NULL COLLATE NOCASE,
    area TEXT NOT NULL,
    incident_id INTEGER NOT NULL REFERENCES incident(id) ON DELETE CASCADE,
    created_at DATETIME NOT NULL,
    delivered_at DATETIME,
    UNIQUE (network, channel, incident_id)
)
-- end of statement
CREATE INDEX channel_feed_item_pending ON channel_feed_item(network, channel, id) WHERE delivered_at IS NULL
-- end of statement
CREATE INDEX channel_feed_item_on_incident ON channel_feed_item(incident_id)
-- end of statement
