CREATE TABLE letter_template_flag (
    template_id INTEGER NOT NULL REFERENCES letter_template(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (template_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX letter_template_flag_on_account ON letter_template_flag(account_id)
-- end of statement
