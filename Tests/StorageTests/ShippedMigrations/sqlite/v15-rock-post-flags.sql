CREATE TABLE rock_post_flag (
    post_id INTEGER NOT NULL REFERENCES rock_post(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (post_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX rock_post_flag_on_account ON rock_post_flag(account_id)
-- end of statement
