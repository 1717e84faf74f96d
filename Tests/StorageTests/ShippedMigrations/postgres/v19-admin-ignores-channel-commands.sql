CREATE TABLE ignored_speaker (
    network TEXT NOT NULL,
    speaker TEXT NOT NULL COLLATE nocase,
    reason TEXT,
    admin_account TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT,
    notified_at TEXT,
    PRIMARY KEY (network, speaker)
)
-- end of statement
CREATE TABLE channel_command_off (
    network TEXT NOT NULL,
    channel TEXT NOT NULL COLLATE nocase,
    command TEXT NOT NULL COLLATE nocase,
    admin_account TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (network, channel, command)
)
-- end of statement
