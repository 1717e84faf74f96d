import Logging
import NIOCore

extension IRCClient {
    /// The handlers of a connection above TLS — line decoder, parser and serializer, the session
    /// with its fair output queue and pacing, the hold on reading — in pipeline order.
    /// `connectOnce` adds them after TLS; a benchmark puts them on a channel with no socket to
    /// measure the client's own CPU.
    static func protocolHandlers(configuration: IRCClientConfiguration, usesTLS: Bool,
                                 channels: [IRCClientConfiguration.ChannelToJoin], invites: IRCInviteList? = nil,
                                 delegate: any IRCConnectionDelegate, logger: Logger) -> [any ChannelHandler] {
        [
            ByteToMessageHandler(IRCLineDecoder(maximumLineBytes: configuration.maximumLineBytes, logger: logger)),
            IRCMessageCodec(logger: logger),
            IRCConnectionHandler(configuration: configuration, usesTLS: usesTLS, channels: channels,
                                 invites: invites, delegate: delegate, logger: logger),
            IRCReadHoldHandler(longestReadHold: configuration.longestReadHold),
        ]
    }

    /// The same handlers reporting their events to `onEvent` (from the channel's event loop),
    /// for a benchmark that drives them without a server. Write `IRCOutboundRequest`s into the
    /// channel as the client does.
    package static func protocolHandlers(configuration: IRCClientConfiguration, logger: Logger,
                                         onEvent: @escaping @Sendable (IRCClientEvent) -> Void) -> [any ChannelHandler] {
        protocolHandlers(configuration: configuration, usesTLS: true, channels: configuration.channels,
                         delegate: EventForwarder(onEvent: onEvent), logger: logger)
    }
}

/// A connection delegate that only passes events on (no snapshot readers, no reconnects).
private struct EventForwarder: IRCConnectionDelegate {
    let onEvent: @Sendable (IRCClientEvent) -> Void

    func emit(_ event: IRCClientEvent) { onEvent(event) }
    func publish(_ snapshot: IRCSessionSnapshot) {}
    func rememberSTS(port: Int, duration: Duration) {}
    func connectionEnding(_ end: IRCSessionEnd) {}
}
