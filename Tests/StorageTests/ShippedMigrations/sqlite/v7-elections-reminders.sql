CREATE TABLE election_reminder (
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    source_key TEXT NOT NULL,
    election_id TEXT NOT NULL,
    since_day TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (account_id, source_key, election_id)
) WITHOUT ROWID
-- end of statement
CREATE INDEX election_reminder_election ON election_reminder(source_key, election_id)
-- end of statement
