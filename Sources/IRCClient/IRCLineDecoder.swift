import Logging
import NIOCore

/// Cuts the inbound byte stream into lines ending in LF (a CR before it is dropped).
/// The buffer is bounded: a line longer than `maximumLineBytes` is discarded up to its end
/// and logged, so a hostile or broken server cannot make the client grow without limit.
struct IRCLineDecoder: ByteToMessageDecoder {
    typealias InboundOut = ByteBuffer

    let maximumLineBytes: Int
    let logger: Logger
    /// True while skipping the rest of an overlong line.
    private var discarding = false

    init(maximumLineBytes: Int, logger: Logger) {
        self.maximumLineBytes = maximumLineBytes
        self.logger = logger
    }

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.readableBytes > maximumLineBytes {
                if !discarding {
                    logger.warning("dropping an inbound line longer than \(maximumLineBytes) bytes")
                }
                discarding = true
                buffer.moveReaderIndex(forwardBy: buffer.readableBytes)
            }
            return .needMoreData
        }
        let length = newline - buffer.readerIndex
        var line = buffer.readSlice(length: length)!
        buffer.moveReaderIndex(forwardBy: 1)
        if discarding {
            discarding = false
            return .continue
        }
        if length > maximumLineBytes {
            logger.warning("dropping an inbound line of \(length) bytes (limit \(maximumLineBytes))")
            return .continue
        }
        if line.readableBytesView.last == UInt8(ascii: "\r") {
            line = line.getSlice(at: line.readerIndex, length: line.readableBytes - 1)!
        }
        if line.readableBytes > 0 {
            context.fireChannelRead(wrapInboundOut(line))
        }
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        if buffer.readableBytes > 0 {
            logger.info("connection closed in the middle of a line; dropping \(buffer.readableBytes) bytes")
            buffer.moveReaderIndex(forwardBy: buffer.readableBytes)
        }
        return .needMoreData
    }
}
