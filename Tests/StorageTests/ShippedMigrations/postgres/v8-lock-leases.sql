CREATE TABLE townhall_lock (
    name TEXT PRIMARY KEY NOT NULL,
    holder TEXT NOT NULL,
    token TEXT NOT NULL,
    taken_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
)
-- end of statement
