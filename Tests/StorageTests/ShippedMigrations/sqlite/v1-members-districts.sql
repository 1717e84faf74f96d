CREATE TABLE member (
    bioguide_id TEXT PRIMARY KEY NOT NULL,
    lis_id TEXT,
    thomas_id TEXT,
    govtrack_id INTEGER,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    official_full_name TEXT,
    nickname TEXT,
    chamber TEXT NOT NULL CHECK (chamber IN ('house', 'senate')),
    state TEXT NOT NULL,
    district INTEGER,
    party TEXT,
    phone TEXT,
    office TEXT,
    address TEXT,
    contact_form TEXT,
    url TEXT,
    term_start TEXT,
    term_end TEXT,
    senate_class INTEGER,
    in_office BOOLEAN NOT NULL DEFAULT 1
)
-- end of statement
CREATE INDEX member_on_state_district ON member(state, district)
-- end of statement
CREATE INDEX member_on_last_name ON member(last_name COLLATE NOCASE)
-- end of statement
CREATE TABLE zip_district (
    zcta TEXT NOT NULL,
    state TEXT NOT NULL,
    state_fips TEXT NOT NULL,
    district INTEGER NOT NULL,
    PRIMARY KEY (zcta, state, district)
) WITHOUT ROWID
-- end of statement
