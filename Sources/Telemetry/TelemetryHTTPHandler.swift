import NIOCore
import NIOHTTP1

/// One connection to the listener: reads a request, answers it through `TelemetryRoutes` off the
/// event loop, writes the answer and closes. One request per connection keeps the handler free
/// of keep-alive state; scrapers and probes open a connection per request anyway. A client that
/// goes quiet mid-request is dropped by the idle timeout set up beside this handler.
final class TelemetryHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let routes: TelemetryRoutes
    private var request: HTTPRequestHead?

    init(routes: TelemetryRoutes) {
        self.routes = routes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break  // no route takes a body
        case .end:
            guard let head = request else { return }
            request = nil
            let routes = routes
            let promise = context.eventLoop.makePromise(of: TelemetryRoutes.Answer.self)
            promise.completeWithTask { await routes.answer(method: head.method, path: head.uri) }
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            promise.futureResult.whenSuccess { answer in
                let (handler, context) = bound.value
                handler.write(answer, isHead: head.method == .HEAD, version: head.version, context: context)
            }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func write(_ answer: TelemetryRoutes.Answer, isHead: Bool, version: HTTPVersion, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: answer.contentType)
        headers.add(name: "Content-Length", value: "\(answer.body.count)")
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: version, status: answer.status, headers: headers))),
                      promise: nil)
        if !isHead {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: answer.body)))),
                          promise: nil)
        }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
