CREATE TABLE social_account (
    bioguide_id TEXT NOT NULL,
    service TEXT NOT NULL,
    handle TEXT NOT NULL,
    PRIMARY KEY (bioguide_id, service)
)
-- end of statement
