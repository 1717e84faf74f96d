CREATE TABLE account (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    network TEXT NOT NULL,
    name TEXT NOT NULL COLLATE NOCASE,
    created_at DATETIME NOT NULL,
    UNIQUE (network, name)
)
-- end of statement
CREATE TABLE profile (
    account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
    zip TEXT,
    district_state TEXT,
    district_number INTEGER,
    bio TEXT,
    party TEXT,
    is_private BOOLEAN NOT NULL DEFAULT 0,
    created_at DATETIME NOT NULL,
    updated_at DATETIME NOT NULL
)
-- end of statement
