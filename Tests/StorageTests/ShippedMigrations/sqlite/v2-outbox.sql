CREATE TABLE notification (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    dedupe_key TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    delivered_at DATETIME,
    UNIQUE (account_id, dedupe_key)
)
-- end of statement
CREATE INDEX notification_pending ON notification(account_id, id) WHERE delivered_at IS NULL
-- end of statement
