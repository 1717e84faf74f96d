import NIOCore
import NIOHTTP1

/// Answers each complete request from the shared `ServerState`.
final class FileServerHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let state: ServerState
    private var head: HTTPRequestHead?

    init(state: ServerState) {
        self.state = state
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
        case .body:
            break
        case .end:
            guard let head else { return }
            self.head = nil
            let reply = state.reply(to: head), keepAlive = head.isKeepAlive
            guard let gate = reply.gate else { return write(reply, keepAlive: keepAlive, context: context) }
            // Written later, on this channel's event loop, when the test opens the gate.
            let loop = context.eventLoop
            let bound = NIOLoopBound((handler: self, context: context), eventLoop: loop)
            gate.hold {
                loop.execute { bound.value.handler.write(reply, keepAlive: keepAlive, context: bound.value.context) }
            }
        }
    }

    private func write(_ reply: ServerReply, keepAlive: Bool, context: ChannelHandlerContext) {
        var headers = reply.headers
        if !reply.lengthIsSet, reply.status != .notModified {
            headers.replaceOrAdd(name: "Content-Length", value: String(reply.body?.count ?? 0))
        }
        let close = reply.closeAfter || !keepAlive
        headers.replaceOrAdd(name: "Connection", value: close ? "close" : "keep-alive")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: reply.status, headers: headers))),
                      promise: nil)
        if let body = reply.body, !body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        }
        if reply.closeAfter {
            // No end part: the body stops short and the connection closes, as when a transfer dies.
            context.flush()
            context.close(promise: nil)
            return
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        if close { context.close(promise: nil) }
    }
}
