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
        if pending.readableBytes + capacity > Self.largestWrite { writePending(context) }
        if pending.capacity == 0 { pending = context.channel.allocator.buffer(capacity: max(capacity, 4096)) }
        pending.writeWithUnsafeMutableBytes(minimumWritableBytes: capacity) { storage in
            message.writeSerialized(into: storage.bindMemory(to: UInt8.self))
        }
        if let promise {
            if let pendingPromise { pendingPromise.futureResult.cascade(to: promise) } else { pendingPromise = promise }
        }
    }

    /// Lines written between two flushes leave as one buffer: over TLS one record, which the
    /// server decrypts and relays in one go. One record a line made InspIRCd relay each line to
    /// every channel member in a write of its own, several times the server's CPU per reply
    /// (`TownhallBenchmark live relay` measures it).
    func flush(context: ChannelHandlerContext) {
        writePending(context)
        context.flush()
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        failPending(ChannelError.ioOnClosedChannel)
        context.close(mode: mode, promise: promise)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        failPending(ChannelError.ioOnClosedChannel)
    }

    /// A TLS record holds at most 16 KiB.
    static let largestWrite = 16 * 1024

    private var pending = ByteBuffer()
    private var pendingPromise: EventLoopPromise<Void>?

    private func writePending(_ context: ChannelHandlerContext) {
        guard pending.readableBytes > 0 else { return }
        let buffer = pending
        let promise = pendingPromise
        pending = ByteBuffer()
        pendingPromise = nil
        context.write(wrapOutboundOut(buffer), promise: promise)
    }

    private func failPending(_ error: any Error) {
        pending = ByteBuffer()
        let promise = pendingPromise
        pendingPromise = nil
        promise?.fail(error)
    }
}

@available(*, unavailable)
extension IRCMessageCodec: Sendable {}
