CREATE TABLE follow (
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
    created_at DATETIME NOT NULL,
    PRIMARY KEY (account_id, member_bioguide)
) WITHOUT ROWID
-- end of statement
CREATE INDEX follow_on_member ON follow(member_bioguide)
-- end of statement
