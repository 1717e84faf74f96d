import IRCWire
import Logging
import NIOCore

/// Lines to `IRCMessage` and back. A line that does not parse is logged and skipped.
final class IRCMessageCodec: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = IRCMessage
    typealias OutboundIn = IRCMessage
    typealias OutboundOut = ByteBuffer

    private let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let line = unwrapInboundIn(data)
        do {
            let message = try IRCMessage(parsingBytes: line.readableBytesView)
            context.fireChannelRead(wrapInboundOut(message))
        } catch {
            logger.warning("ignoring an unparsable line (\(error)): \(String(decoding: line.readableBytesView.prefix(200), as: UTF8.self))")
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let message = unwrapOutboundIn(data)
        // The serializer guarantees one line: no CR, LF or NUL can come out of it. It writes
        // straight into the buffer sent, not into an array copied there (an allocation a line).
        let capacity = message.serializedCapacity
        var buffer = context.channel.allocator.buffer(capacity: capacity)
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: capacity) { storage in
            message.writeSerialized(into: storage.bindMemory(to: UInt8.self))
        }
        context.write(wrapOutboundOut(buffer), promise: promise)
    }
}

@available(*, unavailable)
extension IRCMessageCodec: Sendable {}
