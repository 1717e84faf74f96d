CREATE TABLE matrix_device (
    network TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL,
    device_id TEXT NOT NULL,
    olm_account TEXT,
    updated_at DATETIME NOT NULL
)
-- end of statement
