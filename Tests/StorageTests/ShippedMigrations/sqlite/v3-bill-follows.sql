CREATE TABLE bill_follow (
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    bill_id TEXT NOT NULL REFERENCES bill(id),
    created_at DATETIME NOT NULL,
    PRIMARY KEY (account_id, bill_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX bill_follow_on_bill ON bill_follow(bill_id)
-- end of statement
CREATE TABLE bill_comment (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    bill_id TEXT NOT NULL REFERENCES bill(id),
    author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    created_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX bill_comment_on_bill ON bill_comment(bill_id, id)
-- end of statement
CREATE INDEX bill_comment_on_author ON bill_comment(author_id)
-- end of statement
