CREATE TABLE district_office (
    bioguide_id TEXT NOT NULL,
    position BIGINT NOT NULL,
    office_id TEXT,
    address TEXT,
    suite TEXT,
    building TEXT,
    city TEXT NOT NULL,
    state TEXT NOT NULL,
    zip TEXT,
    phone TEXT,
    fax TEXT,
    hours TEXT,
    PRIMARY KEY (bioguide_id, position)
)
-- end of statement
