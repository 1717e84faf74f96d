import SQLStore

/// What admins set for a whole network at run time, beside the configuration file: whom the bot
/// ignores, and which commands a channel has turned off.
enum AdminSchema {
    /// An ignore names an account or a `nick!user@host` mask (`speaker`, kept as typed, compared
    /// without case) on one network; `expires_at` NULL lasts until `admin unignore`.
    /// `notified_at` records the one notice the ignored person gets, so a restart does not tell
    /// them again. A channel's turned-off commands are names or categories, one row each.
    static let v19AdminIgnoresChannelCommands = SchemaMigration("v19-admin-ignores-channel-commands", [
        """
        CREATE TABLE ignored_speaker (
            network TEXT NOT NULL,
            speaker TEXT NOT NULL COLLATE \(.nocase),
            reason TEXT,
            admin_account TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL,
            expires_at \(.timestamp),
            notified_at \(.timestamp),
            PRIMARY KEY (network, speaker)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE channel_command_off (
            network TEXT NOT NULL,
            channel TEXT NOT NULL COLLATE \(.nocase),
            command TEXT NOT NULL COLLATE \(.nocase),
            admin_account TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, channel, command)
        )\(.withoutRowID)
        """,
    ])

    /// The channels (Matrix rooms, by id or alias as typed) an admin had the bot join with
    /// `admin join`: joined again at every start beside the configured ones, until `admin part`.
    static let v19AdminJoinedChannels = SchemaMigration("v19-admin-joined-channels", [
        """
        CREATE TABLE joined_channel (
            network TEXT NOT NULL,
            channel TEXT NOT NULL COLLATE \(.nocase),
            admin_account TEXT NOT NULL,
            joined_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, channel)
        )\(.withoutRowID)
        """,
    ])
}
