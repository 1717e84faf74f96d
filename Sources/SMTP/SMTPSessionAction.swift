/// What the session state machine asks its driver (the channel handler) to do.
enum SMTPSessionAction: Sendable, Hashable {
    case send(SMTPCommand)
    /// Write the DATA bytes of transaction `index` (already dot-stuffed and terminated).
    case sendMessage(index: Int)
    /// Put TLS under the connection now: the server has said "220" to STARTTLS, so the very
    /// next bytes either way are the TLS handshake.
    case startTLS
    case close
}
