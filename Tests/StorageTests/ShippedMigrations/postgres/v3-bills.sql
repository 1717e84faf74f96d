CREATE TABLE bill (
    id TEXT PRIMARY KEY NOT NULL,
    congress BIGINT NOT NULL,
    type TEXT NOT NULL,
    number BIGINT NOT NULL,
    title TEXT NOT NULL,
    origin_chamber TEXT,
    introduced_date TEXT,
    updated_at TEXT,
    sponsor_bioguide TEXT,
    sponsor_name TEXT,
    sponsor_first_name TEXT,
    sponsor_last_name TEXT,
    sponsor_party TEXT,
    sponsor_state TEXT,
    sponsor_district BIGINT,
    policy_area TEXT,
    latest_action_date TEXT,
    latest_action_text TEXT,
    imported_at TEXT NOT NULL,
    UNIQUE (type, number, congress)
)
-- end of statement
CREATE INDEX bill_on_number ON bill(number)
-- end of statement
CREATE TABLE bill_title (
    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    title_type TEXT NOT NULL,
    title TEXT NOT NULL,
    PRIMARY KEY (bill_id, position)
)
-- end of statement
CREATE TABLE bill_cosponsor (
    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    bioguide_id TEXT NOT NULL,
    full_name TEXT NOT NULL,
    first_name TEXT,
    last_name TEXT,
    party TEXT,
    state TEXT,
    district BIGINT,
    sponsorship_date TEXT,
    is_original INTEGER,
    withdrawn_date TEXT,
    PRIMARY KEY (bill_id, position)
)
-- end of statement
CREATE INDEX bill_cosponsor_on_member ON bill_cosponsor(bioguide_id)
-- end of statement
CREATE TABLE bill_action (
    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    action_date TEXT NOT NULL,
    action_time TEXT,
    text TEXT NOT NULL,
    type TEXT,
    action_code TEXT,
    source_system TEXT,
    PRIMARY KEY (bill_id, position)
)
-- end of statement
CREATE TABLE bill_recorded_vote (
    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
    action_position BIGINT NOT NULL,
    roll_call_id TEXT NOT NULL,
    chamber TEXT NOT NULL,
    congress BIGINT NOT NULL,
    session TEXT NOT NULL,
    number BIGINT NOT NULL,
    voted_at TEXT,
    url TEXT,
    PRIMARY KEY (bill_id, action_position, roll_call_id)
)
-- end of statement
CREATE INDEX bill_recorded_vote_on_roll_call ON bill_recorded_vote(roll_call_id)
-- end of statement
CREATE TABLE bill_summary (
    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    version_code TEXT,
    action_date TEXT,
    action_desc TEXT,
    updated_at TEXT,
    text TEXT NOT NULL,
    PRIMARY KEY (bill_id, position)
)
-- end of statement
CREATE TABLE bill_subject (
    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (bill_id, position)
)
-- end of statement
CREATE TABLE bill_law (
    bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    type TEXT NOT NULL,
    number TEXT NOT NULL,
    PRIMARY KEY (bill_id, position)
)
-- end of statement
