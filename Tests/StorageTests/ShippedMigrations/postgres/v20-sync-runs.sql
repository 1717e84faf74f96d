CREATE TABLE sync_run (
    source TEXT NOT NULL,
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('imported', 'unchanged', 'failed')),
    failure_kind TEXT,
    row_count BIGINT NOT NULL,
    PRIMARY KEY (source, started_at)
)
-- end of statement
