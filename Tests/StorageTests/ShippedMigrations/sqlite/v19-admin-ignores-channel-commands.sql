CREATE TABLE ignored_speaker (
    network TEXT NOT NULL,
    speaker TEXT NOT NULL COLLATE NOCASE,
    reason TEXT,
    admin_account TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    expires_at DATETIME,
    notified_at DATETIME,
    PRIMARY KEY (network, speaker)
) WITHOUT ROWID
-- end of statement
CREATE TABLE channel_command_off (
    network TEXT NOT NULL,
    channel TEXT NOT NULL COLLATE NOCASE,
    command TEXT NOT NULL COLLATE NOCASE,
    admin_account TEXT NOT NULL,
    created_at DATETIME NOT NULL,
    PRIMARY KEY (network, channel, command)
) WITHOUT ROWID
-- end of statement
