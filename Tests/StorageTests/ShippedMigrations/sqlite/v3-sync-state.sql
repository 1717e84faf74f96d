CREATE TABLE sync_file (
    url TEXT PRIMARY KEY NOT NULL,
    source TEXT NOT NULL,
    etag TEXT,
    last_modified TEXT,
    byte_count INTEGER NOT NULL,
    imported_at DATETIME NOT NULL
)
-- end of statement
CREATE TABLE sync_series (
    series TEXT PRIMARY KEY NOT NULL,
    source TEXT NOT NULL,
    last_number INTEGER NOT NULL,
    updated_at DATETIME NOT NULL
)
-- end of statement
