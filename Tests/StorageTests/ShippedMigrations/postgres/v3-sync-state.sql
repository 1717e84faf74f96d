CREATE TABLE sync_file (
    url TEXT PRIMARY KEY NOT NULL,
    source TEXT NOT NULL,
    etag TEXT,
    last_modified TEXT,
    byte_count BIGINT NOT NULL,
    imported_at TEXT NOT NULL
)
-- end of statement
CREATE TABLE sync_series (
    series TEXT PRIMARY KEY NOT NULL,
    source TEXT NOT NULL,
    last_number BIGINT NOT NULL,
    updated_at TEXT NOT NULL
)
-- end of statement
