/// A front that carries replies to people: the IRC client, the console, a test recorder.
/// `ChatCore.handle` returns replies for the transport to send; `send` is also used for
/// pushes that are not answers to a message (notifications).
public protocol ChatTransport: Sendable {
    /// The bot's current nick on this transport (used for "townhall: ping" addressing).
    var botNick: String { get async }
    /// False on networks without services: account-holder commands are then unavailable
    /// unless the transport supplies a fallback identity as `account`.
    var networkHasServices: Bool { get async }
    /// Runs where its caller runs (the chat core): on the IRC bridge that is the connection's
    /// loop, where a hop to the generic executor and back was one more job queued per reply.
    nonisolated(nonsending) func send(_ reply: ChatReply) async
}
