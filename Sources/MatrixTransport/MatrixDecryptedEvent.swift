import MatrixClient

/// What an encrypted room event held, once decrypted, that the bridge acts on: the same two kinds
/// a plain sync hands it. In an encrypted room a client encrypts reactions too, so without the
/// second a like by reaction there would never count.
enum MatrixDecryptedEvent: Sendable {
    /// A message that may be a command.
    case message(MatrixSyncBatch.Message)
    /// An `m.reaction` annotation, for likes by reaction.
    case reaction(MatrixSyncBatch.ReactionChange)
}
