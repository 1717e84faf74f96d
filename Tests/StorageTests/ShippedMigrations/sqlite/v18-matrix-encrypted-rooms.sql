CREATE TABLE matrix_olm_session (
    network TEXT NOT NULL,
    device_key TEXT NOT NULL,
    session_id TEXT NOT NULL,
    pickle TEXT NOT NULL,
    used_at DATETIME NOT NULL,
    PRIMARY KEY (network, device_key, session_id)
) WITHOUT ROWID
-- end of statement
CREATE TABLE matrix_megolm_session (
    network TEXT NOT NULL,
    room_id TEXT NOT NULL,
    device_key TEXT NOT NULL,
    session_id TEXT NOT NULL,
    sender_user TEXT NOT NULL,
    signing_key TEXT NOT NULL,
    pickle TEXT NOT NULL,
    received_at DATETIME NOT NULL,
    PRIMARY KEY (network, room_id, device_key, session_id)
) WITHOUT ROWID
-- end of statement
CREATE TABLE matrix_megolm_index (
    network TEXT NOT NULL,
    room_id TEXT NOT NULL,
    device_key TEXT NOT NULL,
    session_id TEXT NOT NULL,
    message_index INTEGER NOT NULL,
    event_id TEXT NOT NULL,
    PRIMARY KEY (network, room_id, device_key, session_id, message_index)
) WITHOUT ROWID
-- end of statement
CREATE TABLE matrix_user_device (
    network TEXT NOT NULL,
    user_id TEXT NOT NULL,
    device_id TEXT NOT NULL,
    curve25519 TEXT NOT NULL,
    ed25519 TEXT NOT NULL,
    PRIMARY KEY (network, user_id, device_id)
) WITHOUT ROWID
-- end of statement
CREATE TABLE matrix_pending_event (
    network TEXT NOT NULL,
    event_id TEXT NOT NULL,
    room_id TEXT NOT NULL,
    sender TEXT NOT NULL,
    content TEXT NOT NULL,
    sent_at DATETIME NOT NULL,
    PRIMARY KEY (network, event_id)
) WITHOUT ROWID
-- end of statement
