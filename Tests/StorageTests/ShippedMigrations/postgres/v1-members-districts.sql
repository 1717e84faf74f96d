CREATE TABLE member (
    bioguide_id TEXT PRIMARY KEY NOT NULL,
    lis_id TEXT,
    thomas_id TEXT,
    govtrack_id BIGINT,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    official_full_name TEXT,
    nickname TEXT,
    chamber TEXT NOT NULL CHECK (chamber IN ('house', 'senate')),
    state TEXT NOT NULL,
    district BIGINT,
    party TEXT,
    phone TEXT,
    office TEXT,
    address TEXT,
    contact_form TEXT,
    url TEXT,
    term_start TEXT,
    term_end TEXT,
    senate_class BIGINT,
    in_office INTEGER NOT NULL DEFAULT 1
)
-- end of statement
CREATE INDEX member_on_state_district ON member(state, district)
-- end of statement
CREATE INDEX member_on_last_name ON member(last_name COLLATE nocase)
-- end of statement
CREATE TABLE zip_district (
    zcta TEXT NOT NULL,
    state TEXT NOT NULL,
    state_fips TEXT NOT NULL,
    district BIGINT NOT NULL,
    PRIMARY KEY (zcta, state, district)
)
-- end of statement
