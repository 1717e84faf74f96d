/// The columns that can hold who someone is (an account id, an account or user name, a nick, an
/// email address) and that the account row's `ON DELETE CASCADE` does not take away with
/// `forget me`: each is either forgotten by name in `TownhallDatabase.forget`, or kept on purpose,
/// with the reason. `PersonalColumnsTests` reads every table of the schema from the database's own
/// catalogue, on both engines, and fails on such a column listed in neither; a new one goes here,
/// one line per column ("table.column": why).
enum PersonalColumns {
    /// Cleared by `forget` itself: no foreign key ties them to the account row.
    static let forgottenByName: [String: String] = [
        "matrix_direct_room.user_id": "the DM room kept per Matrix user (the user id is the account): deleted",
        "matrix_user_device.user_id": "a Matrix user's devices (public keys), read again when needed: deleted",
        "matrix_megolm_session.sender_user": "the room keys a Matrix user's devices sent the bot (with their Olm sessions and which events the keys decrypted): deleted",
        "matrix_pending_event.sender": "an encrypted message of theirs still waiting for its key: deleted",
        "quiz_run.started_by": "who started a quiz: blanked; the run stays, the points others won in it refer to it",
    ]

    /// Kept through `forget me` on purpose.
    static let keptOnPurpose: [String: String] = [
        "email_code_sent.account_key": "keyed hash of network and account counting confirmation codes, so forget me cannot reset the cap; pruned after a day",
        "email_code_sent.address_key": "keyed hash of an address counting the codes it was sent, whoever asked; pruned after a day",
        "ignored_speaker.speaker": "an admin's ignore outlives the ignored person's forget me, which would otherwise lift it; it ends when it expires or an admin lifts it",
        "ignored_speaker.admin_account": "the admin who set an ignore, shown to admins by admin ignored",
        "channel_command_off.admin_account": "the admin who turned a command off in a channel",
        "joined_channel.admin_account": "the admin who had the bot join a channel",
        "matrix_device.user_id": "the bot's own Matrix account, not a person's",
        "matrix_device.olm_account": "the bot's own encryption keys (its Olm account, pickled), not a person's account",
        "matrix_invite.inviter": "the rooms a Matrix user brought the bot into, counted for the daily invite cap: forgetting it would reset the cap; pruned after a day",
        "member.nickname": "a member of Congress's published nickname (official data)",
        "member.address": "a member of Congress's office address (official data)",
        "district_office.address": "a member's district office address (official data)",
        "state_official.email": "a state or city official's published office email (Open States)",
        "state_official_office.address": "a state or city official's office address (Open States)",
        "vip_administration.address": "an election office's address (official VIP feed)",
        "vip_administration.email": "an election office's email (official VIP feed)",
        "vip_polling_location.address": "a polling place's address (official VIP feed)",
        "roll_call.amendment_author": "the member who offered an amendment (official record)",
        "townhall_lock.holder": "the bot process holding a lease, not a person",
    ]
}
