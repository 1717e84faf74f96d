CREATE TABLE account_last_nick (
    account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
    nick TEXT NOT NULL,
    seen_at DATETIME NOT NULL
)
-- end of statement
