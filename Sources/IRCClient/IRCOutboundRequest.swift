import IRCWire

/// What the public API writes into a live connection's pipeline.
enum IRCOutboundRequest: Sendable {
    /// Text for PRIVMSG or NOTICE: split to the real line limit and queued fairly under `key`.
    case text(command: String, target: String, text: String, key: String)
    /// A ready message, sent with protocol priority.
    case message(IRCMessage)
    /// Leave politely and close.
    case quit(String)
}
