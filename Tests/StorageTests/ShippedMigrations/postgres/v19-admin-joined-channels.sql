CREATE TABLE joined_channel (
    network TEXT NOT NULL,
    channel TEXT NOT NULL COLLATE nocase,
    admin_account TEXT NOT NULL,
    joined_at TEXT NOT NULL,
    PRIMARY KEY (network, channel)
)
-- end of statement
