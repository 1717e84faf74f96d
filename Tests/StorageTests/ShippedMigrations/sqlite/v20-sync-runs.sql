CREATE TABLE sync_run (
    source TEXT NOT NULL,
    started_at DATETIME NOT NULL,
    finished_at DATETIME NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('imported', 'unchanged', 'failed')),
    failure_kind TEXT,
    row_count INTEGER NOT NULL,
    PRIMARY KEY (source, started_at)
)
-- end of statement
