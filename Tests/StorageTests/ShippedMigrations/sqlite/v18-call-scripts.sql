ALTER TABLE letter_template ADD COLUMN kind TEXT NOT NULL DEFAULT 'letter'
-- end of statement
CREATE TABLE call_record (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    member_bioguide TEXT NOT NULL,
    template_id INTEGER REFERENCES letter_template(id) ON DELETE SET NULL,
    outcome TEXT,
    started_at DATETIME NOT NULL,
    reported_at DATETIME
)
-- end of statement
CREATE INDEX call_record_on_account ON call_record(account_id, member_bioguide, id)
-- end of statement
CREATE INDEX call_record_on_template ON call_record(template_id, reported_at)
-- end of statement
