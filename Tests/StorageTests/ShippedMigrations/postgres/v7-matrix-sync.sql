CREATE TABLE matrix_sync (
    network TEXT PRIMARY KEY NOT NULL,
    next_batch TEXT,
    next_transaction BIGINT NOT NULL DEFAULT 1,
    updated_at TEXT
)
-- end of statement
CREATE TABLE matrix_handled_event (
    network TEXT NOT NULL,
    event_id TEXT NOT NULL,
    PRIMARY KEY (network, event_id)
)
-- end of statement
CREATE TABLE matrix_direct_room (
    network TEXT NOT NULL,
    user_id TEXT NOT NULL,
    room_id TEXT NOT NULL,
    PRIMARY KEY (network, user_id)
)
-- end of statement
CREATE TABLE matrix_room_notice (
    network TEXT NOT NULL,
    room_id TEXT NOT NULL,
    notice TEXT NOT NULL,
    said_at TEXT NOT NULL,
    PRIMARY KEY (network, room_id, notice)
)
-- end of statement
