CREATE TABLE roll_call (
    id TEXT PRIMARY KEY NOT NULL,
    chamber TEXT NOT NULL CHECK (chamber IN ('h', 's')),
    congress INTEGER NOT NULL,
    session TEXT NOT NULL,
    year INTEGER NOT NULL,
    number INTEGER NOT NULL,
    voted_at DATETIME NOT NULL,
    question TEXT NOT NULL,
    type TEXT,
    category TEXT,
    requires TEXT,
    result TEXT,
    result_text TEXT,
    subject TEXT,
    source_url TEXT,
    updated_at DATETIME,
    bill_id TEXT,
    bill_title TEXT,
    amendment_author TEXT,
    amendment_number TEXT,
    amendment_type TEXT,
    nomination_number TEXT,
    nomination_title TEXT,
    imported_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX roll_call_on_chat_form ON roll_call(chamber, year, number)
-- end of statement
CREATE INDEX roll_call_on_bill ON roll_call(bill_id, voted_at)
-- end of statement
CREATE TABLE roll_call_cast (
    roll_call_id TEXT NOT NULL REFERENCES roll_call(id) ON DELETE CASCADE,
    voter_key TEXT NOT NULL,
    position INTEGER NOT NULL,
    option TEXT NOT NULL,
    detail TEXT,
    display_name TEXT NOT NULL,
    party TEXT,
    state TEXT,
    member_bioguide TEXT REFERENCES member(bioguide_id),
    PRIMARY KEY (roll_call_id, voter_key)
) WITHOUT ROWID
-- end of statement
CREATE INDEX roll_call_cast_on_member ON roll_call_cast(member_bioguide)
-- end of statement
CREATE TABLE roll_call_total (
    roll_call_id TEXT NOT NULL REFERENCES roll_call(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    option TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (roll_call_id, position)
) WITHOUT ROWID
-- end of statement
