ALTER TABLE question_comment ADD COLUMN hidden_reason TEXT
-- end of statement
ALTER TABLE question_comment ADD COLUMN hidden_at DATETIME
-- end of statement
CREATE TABLE question_comment_flag (
    comment_id INTEGER NOT NULL REFERENCES question_comment(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (comment_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX question_comment_flag_on_account ON question_comment_flag(account_id)
-- end of statement
ALTER TABLE bill_comment ADD COLUMN hidden_reason TEXT
-- end of statement
ALTER TABLE bill_comment ADD COLUMN hidden_at DATETIME
-- end of statement
CREATE TABLE bill_comment_flag (
    comment_id INTEGER NOT NULL REFERENCES bill_comment(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (comment_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX bill_comment_flag_on_account ON bill_comment_flag(account_id)
-- end of statement
ALTER TABLE incident_comment ADD COLUMN hidden_reason TEXT
-- end of statement
ALTER TABLE incident_comment ADD COLUMN hidden_at DATETIME
-- end of statement
CREATE TABLE incident_comment_flag (
    comment_id INTEGER NOT NULL REFERENCES incident_comment(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (comment_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX incident_comment_flag_on_account ON incident_comment_flag(account_id)
-- end of statement
ALTER TABLE letter_template_comment ADD COLUMN hidden_reason TEXT
-- end of statement
ALTER TABLE letter_template_comment ADD COLUMN hidden_at DATETIME
-- end of statement
CREATE TABLE letter_template_comment_flag (
    comment_id INTEGER NOT NULL REFERENCES letter_template_comment(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (comment_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX letter_template_comment_flag_on_account ON letter_template_comment_flag(account_id)
-- end of statement
ALTER TABLE rock_post_comment ADD COLUMN hidden_reason TEXT
-- end of statement
ALTER TABLE rock_post_comment ADD COLUMN hidden_at DATETIME
-- end of statement
CREATE TABLE rock_post_comment_flag (
    comment_id INTEGER NOT NULL REFERENCES rock_post_comment(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (comment_id, account_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX rock_post_comment_flag_on_account ON rock_post_comment_flag(account_id)
-- end of statement
