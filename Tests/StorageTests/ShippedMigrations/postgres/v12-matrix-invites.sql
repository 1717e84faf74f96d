CREATE TABLE matrix_invite (
    network TEXT NOT NULL,
    inviter TEXT NOT NULL,
    room_id TEXT NOT NULL,
    accepted_at TEXT NOT NULL,
    PRIMARY KEY (network, inviter, room_id)
)
-- end of statement
CREATE INDEX matrix_invite_accepted_at ON matrix_invite (accepted_at)
-- end of statement
