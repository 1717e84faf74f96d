CREATE TABLE quiz_run (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    network TEXT NOT NULL,
    channel TEXT NOT NULL,
    started_by TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    started_at DATETIME NOT NULL,
    ended_at DATETIME,
    end_reason TEXT
)
-- end of statement
CREATE INDEX quiz_run_open ON quiz_run(network, channel) WHERE ended_at IS NULL
-- end of statement
CREATE TABLE quiz_point (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    run_id INTEGER NOT NULL REFERENCES quiz_run(id),
    account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
    network TEXT NOT NULL,
    channel TEXT NOT NULL,
    points INTEGER NOT NULL,
    mineral TEXT NOT NULL,
    won_at DATETIME NOT NULL
)
-- end of statement
CREATE INDEX quiz_point_by_channel ON quiz_point(network, channel, won_at)
-- end of statement
CREATE INDEX quiz_point_by_network ON quiz_point(network, won_at)
-- end of statement
CREATE INDEX quiz_point_on_account ON quiz_point(account_id)
-- end of statement
CREATE INDEX quiz_point_on_run ON quiz_point(run_id)
-- end of statement
