CREATE TABLE townhall_secret (
    name TEXT PRIMARY KEY NOT NULL,
    secret BLOB NOT NULL,
    created_at DATETIME NOT NULL
)
-- end of statement
CREATE TABLE email_code_sent (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_key TEXT NOT NULL,
    address_key TEXT NOT NULL,
    sent_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX email_code_sent_by_account ON email_code_sent(account_key, sent_at)
-- end of statement
CREATE INDEX email_code_sent_by_address ON email_code_sent(address_key, sent_at)
-- end of statement
CREATE INDEX email_code_sent_at ON email_code_sent(sent_at)
-- end of statement
