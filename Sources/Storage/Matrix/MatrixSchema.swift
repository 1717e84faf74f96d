import SQLStore

/// What a Matrix transport must remember across restarts: one `SchemaMigration` per shipped
/// migration, in the order `StorageMigrations` lists them.
enum MatrixSchema {
    /// Per Matrix network: the `/sync` position (`next_batch`), written only after every event of that
    /// batch was handled, and the next transaction number for sends (a counter that survives restarts,
    /// so a transaction id is never used twice for two different messages; a retried send reuses its id
    /// and the homeserver posts it once). `matrix_handled_event` holds the events of the batch in
    /// progress that were handled already: a bot stopped mid-batch skips them when it syncs that batch
    /// again. The rows go when the position after them is stored. `matrix_direct_room`: the DM room of
    /// each person, so alerts reuse it. `matrix_room_notice`: what the bot said once per room (an
    /// encrypted room told that Townhall cannot read it).
    static let v7MatrixSync = SchemaMigration("v7-matrix-sync", [
        """
        CREATE TABLE matrix_sync (
            network TEXT PRIMARY KEY NOT NULL,
            next_batch TEXT,
            next_transaction \(.integer) NOT NULL DEFAULT 1,
            updated_at \(.timestamp)
        )
        """,
        """
        CREATE TABLE matrix_handled_event (
            network TEXT NOT NULL,
            event_id TEXT NOT NULL,
            PRIMARY KEY (network, event_id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE matrix_direct_room (
            network TEXT NOT NULL,
            user_id TEXT NOT NULL,
            room_id TEXT NOT NULL,
            PRIMARY KEY (network, user_id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE matrix_room_notice (
            network TEXT NOT NULL,
            room_id TEXT NOT NULL,
            notice TEXT NOT NULL,
            said_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, room_id, notice)
        )\(.withoutRowID)
        """,
    ])

    /// Each room an inviter brought the bot into (the invite it accepted), so that one person cannot
    /// pull it into more than `invites_per_inviter_per_day` rooms a day, even across restarts. Rows
    /// older than a day are deleted whenever an invite is counted: nothing here is older than that. Not
    /// deleted by `forget me` on purpose: forgetting would reset the cap.
    static let v12MatrixInvites = SchemaMigration("v12-matrix-invites", [
        """
        CREATE TABLE matrix_invite (
            network TEXT NOT NULL,
            inviter TEXT NOT NULL,
            room_id TEXT NOT NULL,
            accepted_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, inviter, room_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX matrix_invite_accepted_at ON matrix_invite (accepted_at)",
    ])

    /// The bot's own Matrix device per network: its device id, so that a password login at each
    /// start reuses the device instead of adding one (people's clients would see a new, unverified
    /// device every restart, and the keys of the old one would be lost), and its Olm account
    /// (identity keys, one-time and fallback keys) pickled, that is encrypted with the pickle key
    /// from the environment, which is never stored. The account belongs to that device: a row whose
    /// device or user changes loses its account, and the new device gets a new one.
    static let v16MatrixDevice = SchemaMigration("v16-matrix-device", [
        """
        CREATE TABLE matrix_device (
            network TEXT PRIMARY KEY NOT NULL,
            user_id TEXT NOT NULL,
            device_id TEXT NOT NULL,
            olm_account TEXT,
            updated_at \(.timestamp) NOT NULL
        )
        """,
    ])

    /// What the bot's device needs to read encrypted rooms, kept across restarts (a lost session
    /// is a message nobody can read again). `matrix_olm_session`: the Olm sessions other devices
    /// opened to the bot, pickled with the pickle key, per curve25519 key of the device that
    /// opened them (`device_key`). `matrix_megolm_session`: the inbound Megolm session of each room
    /// key received, per room, curve25519 key of the device that made it and session id, with the user and ed25519 key of the device that sent it (an
    /// event from anyone else under that session is refused). `matrix_megolm_index`: which event
    /// each message index of a session decrypted, so a replayed index under another event id is
    /// refused. `matrix_user_device`: the devices of the people the bot reads, as `/keys/query`
    /// showed them with a valid self-signature. `matrix_pending_event`: encrypted messages whose
    /// key has not arrived yet, so a restart within the grace period still reads or answers them.
    static let v18MatrixEncryptedRooms = SchemaMigration("v18-matrix-encrypted-rooms", [
        """
        CREATE TABLE matrix_olm_session (
            network TEXT NOT NULL,
            device_key TEXT NOT NULL,
            session_id TEXT NOT NULL,
            pickle TEXT NOT NULL,
            used_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, device_key, session_id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE matrix_megolm_session (
            network TEXT NOT NULL,
            room_id TEXT NOT NULL,
            device_key TEXT NOT NULL,
            session_id TEXT NOT NULL,
            sender_user TEXT NOT NULL,
            signing_key TEXT NOT NULL,
            pickle TEXT NOT NULL,
            received_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, room_id, device_key, session_id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE matrix_megolm_index (
            network TEXT NOT NULL,
            room_id TEXT NOT NULL,
            device_key TEXT NOT NULL,
            session_id TEXT NOT NULL,
            message_index \(.integer) NOT NULL,
            event_id TEXT NOT NULL,
            PRIMARY KEY (network, room_id, device_key, session_id, message_index)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE matrix_user_device (
            network TEXT NOT NULL,
            user_id TEXT NOT NULL,
            device_id TEXT NOT NULL,
            curve25519 TEXT NOT NULL,
            ed25519 TEXT NOT NULL,
            PRIMARY KEY (network, user_id, device_id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE matrix_pending_event (
            network TEXT NOT NULL,
            event_id TEXT NOT NULL,
            room_id TEXT NOT NULL,
            sender TEXT NOT NULL,
            content TEXT NOT NULL,
            sent_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, event_id)
        )\(.withoutRowID)
        """,
    ])
}
