import IRCWire

/// What the public API writes into a live connection's pipeline.
package enum IRCOutboundRequest: Sendable {
    /// Text for PRIVMSG or NOTICE: split to the real line limit and queued fairly under `key`.
    /// With `confirm`, the write promise completes only when the last line is on the socket
    /// (or fails when it never gets there); otherwise as soon as the lines are queued.
    case text(command: String, target: String, text: String, key: String, confirm: Bool = false)
    /// A ready message, sent with protocol priority.
    case message(IRCMessage)
    /// Leave politely and close.
    case quit(String)
}

extension IRCOutboundRequest {
    /// What a log line may say about this request: the command and target, never the text (a
    /// reply can hold a person's ZIP or their whole export).
    var logDescription: String {
        switch self {
        case let .text(command, target, text, _, _): "\(command) to \(target) (\(text.utf8.count) bytes)"
        case .message(let message): message.command
        case .quit: "QUIT"
        }
    }
}
