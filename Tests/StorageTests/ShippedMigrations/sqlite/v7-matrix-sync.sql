CREATE TABLE matrix_sync (
    network TEXT PRIMARY KEY NOT NULL,
    next_batch TEXT,
    next_transaction INTEGER NOT NULL DEFAULT 1,
    updated_at DATETIME
)
-- end of statement
CREATE TABLE matrix_handled_event (
    network TEXT NOT NULL,
    event_id TEXT NOT NULL,
    PRIMARY KEY (network, event_id)
) WITHOUT ROWID
-- end of statement
CREATE TABLE matrix_direct_room (
    network TEXT NOT NULL,
    user_id TEXT NOT NULL,
    room_id TEXT NOT NULL,
    PRIMARY KEY (network, user_id)
) WITHOUT ROWID
-- end of statement
CREATE TABLE matrix_room_notice (
    network TEXT NOT NULL,
    room_id TEXT NOT NULL,
    notice TEXT NOT NULL,
    said_at DATETIME NOT NULL,
    PRIMARY KEY (network, room_id, notice)
) WITHOUT ROWID
-- end of statement
