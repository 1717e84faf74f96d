CREATE TABLE joined_channel (
    network TEXT NOT NULL,
    channel TEXT NOT NULL COLLATE NOCASE,
    admin_account TEXT NOT NULL,
    joined_at DATETIME NOT NULL,
    PRIMARY KEY (network, channel)
) WITHOUT ROWID
-- end of statement
