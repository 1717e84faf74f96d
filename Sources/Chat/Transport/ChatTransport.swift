/// A front that carries replies to people: the IRC client, the console, a test recorder.
/// `ChatCore.handle` returns replies for the transport to send; `send` is also used for
/// pushes that are not answers to a message (notifications). What the core needs to know of the
/// network to answer (the bot's nick, whether there are services) comes with each `ChatEvent`.
public protocol ChatTransport: Sendable {
    /// Runs where its caller runs (the chat core): on the IRC bridge that is the connection's
    /// loop, where a hop to the generic executor and back was one more job queued per reply.
    nonisolated(nonsending) func send(_ reply: ChatReply) async
}
