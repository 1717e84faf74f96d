CREATE TABLE question_flag (
    question_id INTEGER NOT NULL REFERENCES question(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (question_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX question_flag_on_account ON question_flag(account_id)
-- end of statement
