import NIOCore

/// Holds reading the socket while the consumer of commands is behind (`IRCReadHold`), so the
/// server keeps what it has for us instead of the bot buffering without bound. A read asked for
/// meanwhile waits here; one still goes through every `longestReadHold`, because a server whose
/// PING goes unanswered drops us, and so would our own liveness check. Its own handler: holding
/// reads shares no state with the session or the output.
final class IRCReadHoldHandler: ChannelOutboundHandler {
    typealias OutboundIn = Any

    private let longestReadHold: TimeAmount
    private weak var context: ChannelHandlerContext?
    private var readingHeld = false
    private var readWaiting = false
    private var holdTimer: Scheduled<Void>?

    init(longestReadHold: Duration) {
        self.longestReadHold = TimeAmount(longestReadHold)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        holdTimer?.cancel()
        holdTimer = nil
        self.context = nil
    }

    func read(context: ChannelHandlerContext) {
        guard readingHeld else {
            context.read()
            return
        }
        readWaiting = true
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let hold = event as? IRCReadHold else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        promise?.succeed(())
        switch hold {
        case .hold:
            guard !readingHeld else { return }
            readingHeld = true
            scheduleHeldRead()
        case .release:
            guard readingHeld else { return }
            readingHeld = false
            holdTimer?.cancel()
            holdTimer = nil
            passWaitingRead()
        }
    }

    private func passWaitingRead() {
        guard readWaiting, let context else { return }
        readWaiting = false
        context.read()
    }

    private func scheduleHeldRead() {
        guard let context else { return }
        holdTimer = context.eventLoop.assumeIsolated().scheduleTask(in: longestReadHold) { [self] in
            holdTimer = nil
            guard readingHeld else { return }
            passWaitingRead()
            scheduleHeldRead()
        }
    }
}

@available(*, unavailable)
extension IRCReadHoldHandler: Sendable {}
