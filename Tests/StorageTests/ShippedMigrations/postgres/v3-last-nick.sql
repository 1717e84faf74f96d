CREATE TABLE account_last_nick (
    account_id BIGINT PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
    nick TEXT NOT NULL,
    seen_at TEXT NOT NULL
)
-- end of statement
