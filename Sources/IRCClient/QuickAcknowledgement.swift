import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// Acknowledges what the server sends at once instead of after Linux's delayed-ACK timer.
///
/// Why: with echo-message the server echoes every line the bot sends, and the bot has nothing
/// to send back, so its kernel holds the ACK for up to 40 ms. A server that leaves Nagle's
/// algorithm on (InspIRCd does) then keeps the *next* command it relays to the bot until that
/// ACK arrives, and a `!ping` waits out the delayed-ACK timer instead of taking a fraction of a
/// millisecond (`TownhallBenchmark live` shows the difference). Linux resets TCP_QUICKACK after it
/// has acknowledged, so it is set again on each read — one cheap system call per read.
final class QuickAcknowledgement: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        #if os(Linux)
        _ = context.channel.setOption(Self.option, value: 1)
        #endif
        context.fireChannelRead(data)
    }

    #if os(Linux)
    private static let option = ChannelOptions.Types.SocketOption(level: .tcp, name: .init(rawValue: CInt(TCP_QUICKACK)))
    #endif
}
