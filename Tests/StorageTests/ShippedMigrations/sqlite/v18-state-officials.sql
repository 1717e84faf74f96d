CREATE TABLE state_official (
    official_id TEXT PRIMARY KEY NOT NULL,
    state TEXT NOT NULL,
    role TEXT NOT NULL,
    district TEXT,
    district_key TEXT,
    place TEXT,
    name TEXT NOT NULL,
    family_name TEXT,
    party TEXT,
    email TEXT
)
-- end of statement
CREATE INDEX state_official_on_seat ON state_official(state, role, district_key)
-- end of statement
CREATE INDEX state_official_on_place ON state_official(place COLLATE NOCASE)
-- end of statement
CREATE TABLE state_official_office (
    official_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    classification TEXT NOT NULL,
    address TEXT,
    phone TEXT,
    fax TEXT,
    hours TEXT,
    PRIMARY KEY (official_id, position)
) WITHOUT ROWID
-- end of statement
CREATE TABLE state_official_link (
    official_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    url TEXT NOT NULL,
    PRIMARY KEY (official_id, position)
) WITHOUT ROWID
-- end of statement
CREATE TABLE state_official_social (
    official_id TEXT NOT NULL,
    service TEXT NOT NULL,
    handle TEXT NOT NULL,
    PRIMARY KEY (official_id, service)
) WITHOUT ROWID
-- end of statement
CREATE TABLE zip_state_district (
    zcta TEXT NOT NULL,
    state TEXT NOT NULL,
    chamber TEXT NOT NULL CHECK (chamber IN ('upper', 'lower')),
    district_code TEXT NOT NULL,
    district_name TEXT NOT NULL,
    district_key TEXT NOT NULL,
    land_area INTEGER NOT NULL,
    PRIMARY KEY (zcta, state, chamber, district_code)
) WITHOUT ROWID
-- end of statement
CREATE INDEX zip_state_district_on_district ON zip_state_district(state, chamber, district_key)
-- end of statement
