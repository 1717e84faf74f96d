CREATE TABLE bookmark (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reference TEXT NOT NULL COLLATE NOCASE,
    created_at DATETIME NOT NULL,
    UNIQUE (account_id, reference)
)
-- end of statement
