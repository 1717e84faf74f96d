/// A speaker's second client in a Matrix play with encrypted DMs: a real end-to-end client (the
/// tests use matrix-nio, whose vodozemac is not the bot's libolm) that opens the speaker's DM with
/// the bot encrypted, the way Element does (`is_direct`, `m.room.encryption` in the initial state),
/// and the player's sentinel room encrypted too, says the speaker's lines there and hands back
/// what the bot answered, decrypted. The speaker's own (plain) client keeps the script's channels.
///
/// The sentinel room goes through the same client as the DM so that one sync shows both: the
/// player reads the sentinel's answer as proof that every reply before it has come, which holds
/// only when both arrive through one stream, in the order the bot sent them.
package protocol MatrixEncryptedClient: Sendable {
    /// The encrypted DM with the bot, which has joined it.
    var directRoom: String { get }
    /// The encrypted sentinel room with the bot, which has joined it.
    var sentinelRoom: String { get }
    /// The bot's messages in those two rooms, decrypted, one element for what one sync brought.
    var messages: AsyncStream<[MatrixEncryptedClientMessage]> { get }
    /// Sends `text` encrypted in `room` (one of the two).
    func say(_ text: String, inRoom room: String) async throws
    func stop() async
}

/// Starts a speaker's encrypted client: the speaker's user id and password, and the name its
/// sentinel room is to have.
package typealias MatrixEncryptedClientStarter = @Sendable (_ userID: String, _ password: String, _ sentinelName: String)
    async throws -> any MatrixEncryptedClient
