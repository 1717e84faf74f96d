PRAGMA legacy_alter_table = ON
-- end of statement
CREATE TABLE follow_new (
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    member_bioguide TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (account_id, member_bioguide)
) WITHOUT ROWID
-- end of statement
INSERT INTO follow_new (account_id, member_bioguide, created_at) SELECT account_id, member_bioguide, created_at FROM follow
-- end of statement
DROP TABLE follow
-- end of statement
ALTER TABLE follow_new RENAME TO follow
-- end of statement
PRAGMA legacy_alter_table = OFF
-- end of statement
CREATE INDEX follow_on_member ON follow(member_bioguide)
-- end of statement
