/// A message of the bot's that a `MatrixEncryptedClient` decrypted, as the player reads it.
package struct MatrixEncryptedClientMessage: Sendable {
    package var room: String
    package var body: String
    /// The user ids of its `m.mentions`.
    package var mentions: [String]

    package init(room: String, body: String, mentions: [String]) {
        self.room = room
        self.body = body
        self.mentions = mentions
    }
}
