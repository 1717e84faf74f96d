/// The PostgreSQL bodies of `MatrixSchema`'s migrations, under the same names: the same tables,
/// columns and indexes in PostgreSQL's types (see `StorageMigrations` for the mapping). One
/// statement per string (the extended protocol runs one at a time). A shipped body is never
/// edited; change the schema with a new migration on both engines.
enum MatrixPostgresSchema {
    /// "v7-matrix-sync"
    static let v7MatrixSync: [String] = [
        """
        CREATE TABLE matrix_sync (
            network TEXT PRIMARY KEY NOT NULL,
            next_batch TEXT,
            next_transaction BIGINT NOT NULL DEFAULT 1,
            updated_at TEXT
        )
        """,
        """
        CREATE TABLE matrix_handled_event (
            network TEXT NOT NULL,
            event_id TEXT NOT NULL,
            PRIMARY KEY (network, event_id)
        )
        """,
        """
        CREATE TABLE matrix_direct_room (
            network TEXT NOT NULL,
            user_id TEXT NOT NULL,
            room_id TEXT NOT NULL,
            PRIMARY KEY (network, user_id)
        )
        """,
        """
        CREATE TABLE matrix_room_notice (
            network TEXT NOT NULL,
            room_id TEXT NOT NULL,
            notice TEXT NOT NULL,
            said_at TEXT NOT NULL,
            PRIMARY KEY (network, room_id, notice)
        )
        """,
    ]

    /// "v12-matrix-invites"
    static let v12MatrixInvites: [String] = [
        """
        CREATE TABLE matrix_invite (
            network TEXT NOT NULL,
            inviter TEXT NOT NULL,
            room_id TEXT NOT NULL,
            accepted_at TEXT NOT NULL,
            PRIMARY KEY (network, inviter, room_id)
        )
        """,
        "CREATE INDEX matrix_invite_accepted_at ON matrix_invite (accepted_at)",
    ]
}
